#include <fcntl.h>
#include "stdio_impl.h"
#include "syscall.h"
#include "libc.h"

FILE *fopen(const char *restrict path, const char *restrict mode)
{
	int fl = __fmodeflags(mode), fd;
	FILE *f;

	if (fl < 0)
		return 0;
	fd = open(path, fl, 0666);
	if (fd < 0)
		return 0;
	f = __fdopen_flags(fd, fl);
	if (!f)
		__syscall(SYS_close, fd);
	return f;
}

weak_alias(fopen, fopen64);
