#define _GNU_SOURCE
#include <errno.h>
#include <sys/uio.h>
#include "syscall.h"
#include "libc.h"

/* preadv with the kernel's per-call RWF_* flags; offset -1 reads at the
   file position and moves it, as readv does.  A kernel older than 4.6
   has no preadv2: with no flags the call means preadv or readv, and those
   serve it; flags cannot be honoured there, and are refused as a newer
   kernel refuses flags it does not know. */
ssize_t preadv2(int fd, const struct iovec *iov, int iovcnt, off_t offset, int flags)
{
	long hi = (long)((unsigned long long)offset >> 32 >> 32);
	long r = __syscall_cp(SYS_preadv2, fd, iov, iovcnt, offset, hi, flags);

	if (r != -ENOSYS)
		return __syscall_ret(r);
	if (flags)
		return __syscall_ret(-EOPNOTSUPP);
	if (offset == -1)
		return __syscall_ret(__syscall_cp(SYS_readv, fd, iov, iovcnt));
	return __syscall_ret(__syscall_cp(SYS_preadv, fd, iov, iovcnt, offset, hi));
}

weak_alias(preadv2, preadv64v2);
