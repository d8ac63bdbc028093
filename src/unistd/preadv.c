#include <sys/uio.h>
#include "syscall.h"
#include "libc.h"

/* The kernel takes the offset as two longs (low, high) on every arch; on
   64-bit ones the high half is ignored. */
ssize_t preadv(int fd, const struct iovec *iov, int iovcnt, off_t offset)
{
	return __syscall_ret(__syscall_cp(SYS_preadv, fd, iov, iovcnt, offset,
					  (long)((unsigned long long)offset >> 32 >> 32)));
}

weak_alias(preadv, preadv64);
