#include <string.h>
#include "stdio_impl.h"

int fputs(const char *restrict s, FILE *restrict f)
{
	size_t len = strlen(s), done;

	FLOCK(f);
	done = __fwritex((const unsigned char *)s, len, f);
	FUNLOCK(f);
	return done == len ? 0 : EOF;
}
