#include "stdio_impl.h"
#include "libc.h"

int fgetpos(FILE *restrict f, fpos_t *restrict pos)
{
	off_t off = ftello(f);

	if (off < 0)
		return -1;
	pos->__pos = off;
	return 0;
}

weak_alias(fgetpos, fgetpos64);
