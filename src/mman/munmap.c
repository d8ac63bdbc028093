#include <sys/mman.h>
#include "syscall.h"

int munmap(void *addr, size_t len)
{
	return __syscall_ret(__syscall(SYS_munmap, addr, len));
}
