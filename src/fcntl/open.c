#include <fcntl.h>
#include <stdarg.h>
#include "syscall.h"
#include "libc.h"

/* The mode argument is read only when the flags say a file may be made. */
int open(const char *path, int flags, ...)
{
	mode_t mode = 0;

	if ((flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE) {
		va_list ap;
		va_start(ap, flags);
		mode = va_arg(ap, mode_t);
		va_end(ap);
	}
#ifdef SYS_open
	return __syscall_ret(__syscall_cp(SYS_open, path, flags | O_LARGEFILE, mode));
#else
	return __syscall_ret(__syscall_cp(SYS_openat, AT_FDCWD, path, flags | O_LARGEFILE, mode));
#endif
}

weak_alias(open, open64);
