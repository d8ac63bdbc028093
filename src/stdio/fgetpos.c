#include "stdio_impl.h"

int fgetpos(FILE *restrict f, fpos_t *restrict pos)
{
	off_t off = ftello(f);

	if (off < 0)
		return -1;
	pos->__pos = off;
	return 0;
}
