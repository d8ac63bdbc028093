#include <string.h>
#include "stdio_impl.h"

/* The line and its newline under one lock: on a line-buffered stdout the
   two leave in one write. */
int puts(const char *s)
{
	FILE *f = stdout;
	size_t len = strlen(s);
	int r = 0;

	FLOCK(f);
	if (__fwritex((const unsigned char *)s, len, f) != len ||
	    __putc_unlocked('\n', f) == EOF)
		r = EOF;
	FUNLOCK(f);
	return r;
}
