#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

/* The kernel refuses a zero-sized buffer with EINVAL; so does this, without
   asking it, because a null buffer of size 0 is what some callers pass. */
ssize_t readlink(const char *__weft_restrict path, char *__weft_restrict buf, size_t size)
{
	if (!size)
		return __syscall_ret(-EINVAL);
#ifdef SYS_readlink
	return __syscall_ret(__syscall(SYS_readlink, path, buf, size));
#else
	return __syscall_ret(__syscall(SYS_readlinkat, AT_FDCWD, path, buf, size));
#endif
}
