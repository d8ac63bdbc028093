#include <errno.h>
#include <stdlib.h>

/* Returns the number of bytes stored (or, with dst NULL, needed), not
   counting the terminator; (size_t)-1 with EILSEQ if a wide character is
   outside ASCII. */
size_t wcstombs(char *restrict dst, const wchar_t *restrict src, size_t n)
{
	size_t i;

	for (i = 0; !dst || i < n; i++) {
		if ((unsigned long)src[i] >= 0x80) {
			errno = EILSEQ;
			return (size_t)-1;
		}
		if (dst)
			dst[i] = (char)src[i];
		if (!src[i])
			break;
	}
	return i;
}
