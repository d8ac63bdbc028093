#include <sys/mman.h>
#include "syscall.h"

int munlock(const void *addr, size_t len)
{
	return __syscall_ret(__syscall(SYS_munlock, addr, len));
}
