#include <string.h>

/* Appends at most n bytes of src, then always a terminator. */
char *strncat(char *restrict dst, const char *restrict src, size_t n)
{
	char *end = dst + strlen(dst);
	size_t len = strnlen(src, n);

	memcpy(end, src, len);
	end[len] = 0;
	return dst;
}
