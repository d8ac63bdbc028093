#include <sys/uio.h>
#include "syscall.h"
#include "libc.h"

/* Offset split as for preadv. */
ssize_t pwritev(int fd, const struct iovec *iov, int iovcnt, off_t offset)
{
	return __syscall_ret(__syscall_cp(SYS_pwritev, fd, iov, iovcnt, offset,
					  (long)((unsigned long long)offset >> 32 >> 32)));
}

weak_alias(pwritev, pwritev64);
