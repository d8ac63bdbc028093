#include <string.h>

/* Copies what fits of src, always terminated when size > 0; returns
   strlen(src) so that a result >= size means truncation. */
size_t strlcpy(char *restrict dst, const char *restrict src, size_t size)
{
	size_t len = strlen(src);

	if (size) {
		size_t n = len < size ? len : size - 1;
		memcpy(dst, src, n);
		dst[n] = 0;
	}
	return len;
}
