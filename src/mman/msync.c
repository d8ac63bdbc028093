#include <sys/mman.h>
#include "syscall.h"

int msync(void *addr, size_t len, int flags)
{
	return __syscall_ret(__syscall_cp(SYS_msync, addr, len, flags));
}
