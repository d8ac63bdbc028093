#include <string.h>

/* Copies at most n bytes and pads with zeros to n; returns the address of
   the first zero written, or dst + n if there is none. */
char *stpncpy(char *restrict dst, const char *restrict src, size_t n)
{
	size_t len = strnlen(src, n);

	memcpy(dst, src, len);
	memset(dst + len, 0, n - len);
	return dst + len;
}
