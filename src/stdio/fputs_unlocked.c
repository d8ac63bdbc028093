#include <string.h>
#include "stdio_impl.h"

int fputs_unlocked(const char *restrict s, FILE *restrict f)
{
	size_t len = strlen(s);

	return __fwritex((const unsigned char *)s, len, f) == len ? 0 : EOF;
}
