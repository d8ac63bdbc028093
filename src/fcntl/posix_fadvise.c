#include <fcntl.h>
#include "syscall.h"
#include "libc.h"

/* Returns an error number (not -1 and errno), as POSIX specifies. */
int posix_fadvise(int fd, off_t offset, off_t len, int advice)
{
#ifdef SYS_fadvise64
	return -__syscall(SYS_fadvise64, fd, offset, len, advice);
#else
	return -__syscall(SYS_fadvise64_64, fd, offset, len, advice);
#endif
}

weak_alias(posix_fadvise, posix_fadvise64);
