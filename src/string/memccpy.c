#include <string.h>

/* Copies up to and including the first c; returns the byte after it in
   dst, or a null pointer if c is not among the first n bytes. */
void *memccpy(void *restrict dst, const void *restrict src, int c, size_t n)
{
	const unsigned char *end = memchr(src, c, n);

	if (end) {
		size_t len = end - (const unsigned char *)src + 1;
		memcpy(dst, src, len);
		return (unsigned char *)dst + len;
	}
	memcpy(dst, src, n);
	return 0;
}
