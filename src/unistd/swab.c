#include <unistd.h>

/* Swaps each pair of bytes; an odd last byte is not copied (as glibc). */
void swab(const void *restrict from, void *restrict to, ssize_t n)
{
	const unsigned char *s = from;
	unsigned char *d = to;

	for (; n > 1; n -= 2, s += 2, d += 2) {
		unsigned char lo = s[0];
		d[0] = s[1];
		d[1] = lo;
	}
}
