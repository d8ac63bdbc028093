#include <string.h>

/* "C" locale: the transformed string is the string itself.  Returns its
   length; dst is written only when the whole of it fits. */
size_t strxfrm(char *restrict dst, const char *restrict src, size_t n)
{
	size_t len = strlen(src);

	if (len < n)
		memcpy(dst, src, len + 1);
	return len;
}
