#include <sys/mman.h>
#include "syscall.h"

int mlock(const void *addr, size_t len)
{
	return __syscall_ret(__syscall(SYS_mlock, addr, len));
}
