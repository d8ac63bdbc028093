#include <errno.h>
#include <stdlib.h>

/* The C locale is ASCII: a byte with the high bit set is not a character
   (EILSEQ), as in glibc.  The encoding has no shift state, so s == NULL
   gives 0. */
int mbtowc(wchar_t *restrict wc, const char *restrict s, size_t n)
{
	unsigned char c;

	if (!s)
		return 0;
	if (!n)
		return -1;
	c = *(const unsigned char *)s;
	if (c >= 0x80) {
		errno = EILSEQ;
		return -1;
	}
	if (wc)
		*wc = c;
	return c != 0;
}
