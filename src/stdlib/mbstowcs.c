#include <errno.h>
#include <stdlib.h>

/* Returns the number of wide characters stored (or, with dst NULL, needed),
   not counting the terminator; (size_t)-1 with EILSEQ on a non-ASCII byte. */
size_t mbstowcs(wchar_t *restrict dst, const char *restrict src, size_t n)
{
	const unsigned char *s = (const unsigned char *)src;
	size_t i;

	for (i = 0; !dst || i < n; i++) {
		if (s[i] >= 0x80) {
			errno = EILSEQ;
			return (size_t)-1;
		}
		if (dst)
			dst[i] = s[i];
		if (!s[i])
			break;
	}
	return i;
}
