#include <errno.h>
#include <fcntl.h>
#include "stdio_impl.h"

/* open(2) flags for an fopen mode: r, w or a, then + (read and write),
   x (O_EXCL) and e (O_CLOEXEC) in any order.  Programs written for glibc
   pass more ("rt", "rb+", "w,ccs=UTF-8"): like glibc, only the six
   characters after the first are looked at, and any other than these
   three is ignored.  -1 and EINVAL when the first is not r, w or a. */
hidden int __fmodeflags(const char *mode)
{
	int fl, i;

	switch (mode[0]) {
	case 'r': fl = O_RDONLY; break;
	case 'w': fl = O_WRONLY | O_CREAT | O_TRUNC; break;
	case 'a': fl = O_WRONLY | O_CREAT | O_APPEND; break;
	default:
		errno = EINVAL;
		return -1;
	}
	for (i = 1; i < 7 && mode[i]; i++) {
		if (mode[i] == '+')
			fl = (fl & ~O_ACCMODE) | O_RDWR;
		else if (mode[i] == 'x')
			fl |= O_EXCL;
		else if (mode[i] == 'e')
			fl |= O_CLOEXEC;
	}
	return fl;
}
