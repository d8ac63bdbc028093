#include <string.h>

char *strncpy(char *restrict dst, const char *restrict src, size_t n)
{
	size_t len = strnlen(src, n);

	memcpy(dst, src, len);
	memset(dst + len, 0, n - len);
	return dst;
}
