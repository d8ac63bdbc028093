#include <fcntl.h>
#include <stdarg.h>
#include "syscall.h"
#include "libc.h"

/* As open(), relative to dirfd; mode is read only when a file may be made. */
int openat(int dirfd, const char *path, int flags, ...)
{
	mode_t mode = 0;

	if ((flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE) {
		va_list ap;
		va_start(ap, flags);
		mode = va_arg(ap, mode_t);
		va_end(ap);
	}
	return __syscall_ret(__syscall_cp(SYS_openat, dirfd, path, flags | O_LARGEFILE, mode));
}

weak_alias(openat, openat64);
