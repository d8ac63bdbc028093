#include <string.h>
#include "memcopy.h"

char *stpcpy(char *restrict dst, const char *restrict src)
{
	size_t n = strlen(src);

	copy_any((unsigned char *)dst, (const unsigned char *)src, n + 1);
	return dst + n;
}
