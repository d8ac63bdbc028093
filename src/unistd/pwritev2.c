#define _GNU_SOURCE
#include <errno.h>
#include <sys/uio.h>
#include "syscall.h"
#include "libc.h"

/* pwritev with the kernel's per-call RWF_* flags; offset -1 writes at the
   file position and moves it, as writev does.  Without pwritev2 (before
   Linux 4.6) only a call without flags can be served, by pwritev or
   writev, as for preadv2. */
ssize_t pwritev2(int fd, const struct iovec *iov, int iovcnt, off_t offset, int flags)
{
	long hi = (long)((unsigned long long)offset >> 32 >> 32);
	long r = __syscall_cp(SYS_pwritev2, fd, iov, iovcnt, offset, hi, flags);

	if (r != -ENOSYS)
		return __syscall_ret(r);
	if (flags)
		return __syscall_ret(-EOPNOTSUPP);
	if (offset == -1)
		return __syscall_ret(__syscall_cp(SYS_writev, fd, iov, iovcnt));
	return __syscall_ret(__syscall_cp(SYS_pwritev, fd, iov, iovcnt, offset, hi));
}

weak_alias(pwritev2, pwritev64v2);
