#include <fcntl.h>
#include "syscall.h"
#include "libc.h"

/* Returns an error number (not -1 and errno), as POSIX specifies.  There is
   no emulation by writing zeros: a file system without fallocate support
   reports EOPNOTSUPP. */
int posix_fallocate(int fd, off_t offset, off_t len)
{
	return -__syscall(SYS_fallocate, fd, 0, offset, len);
}

weak_alias(posix_fallocate, posix_fallocate64);
