#include <errno.h>
#include <fcntl.h>
#include "stdio_impl.h"

/* open(2) flags for an fopen mode: r w a, optional +, and in any order
   after the first letter b (ignored), x (O_EXCL) and e (O_CLOEXEC).
   -1 and EINVAL for anything else. */
hidden int __fmodeflags(const char *mode)
{
	int fl;

	switch (*mode++) {
	case 'r': fl = O_RDONLY; break;
	case 'w': fl = O_WRONLY | O_CREAT | O_TRUNC; break;
	case 'a': fl = O_WRONLY | O_CREAT | O_APPEND; break;
	default: goto bad;
	}
	for (; *mode; mode++) {
		switch (*mode) {
		case '+': fl = (fl & ~O_ACCMODE) | O_RDWR; break;
		case 'b': break;
		case 'x': fl |= O_EXCL; break;
		case 'e': fl |= O_CLOEXEC; break;
		case 'm': break;            /* glibc: mmap hint */
		case 'c': break;            /* glibc: not a cancellation point */
		case ',': return fl;        /* glibc ccs=... */
		default: goto bad;
		}
	}
	return fl;
bad:
	errno = EINVAL;
	return -1;
}
