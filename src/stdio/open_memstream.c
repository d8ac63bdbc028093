#include "stdio_impl.h"

/* A write-only stream into a growing, NUL-terminated buffer; *bufp and
   *sizep are brought up to date by every fflush and by fclose.  The size
   reported is the smaller of the position and the length. */
#define MSBUF 1024

FILE *open_memstream(char **bufp, size_t *sizep)
{
	FILE *f = __memstream_open(bufp, sizep, 1, MSBUF);

	if (f)
		__stdio_link(f);
	return f;
}
