#include <string.h>

char *stpcpy(char *restrict dst, const char *restrict src)
{
	size_t n = strlen(src);

	memcpy(dst, src, n + 1);
	return dst + n;
}
