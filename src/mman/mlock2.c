#define _GNU_SOURCE
#include <errno.h>
#include <sys/mman.h>
#include "syscall.h"

/* mlock with flags (4.4); without flags it is mlock on older kernels. */
int mlock2(const void *addr, size_t len, unsigned int flags)
{
	long r = __syscall(SYS_mlock2, addr, len, flags);

	if (r == -ENOSYS && !flags)
		r = __syscall(SYS_mlock, addr, len);
	return __syscall_ret(r);
}
