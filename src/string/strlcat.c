#include <string.h>

/* Appends what fits of src to the string in dst (size bytes in all);
   returns the length of the string it tried to make.  If dst holds no
   terminator within size, nothing is written and size + strlen(src) is
   returned. */
size_t strlcat(char *restrict dst, const char *restrict src, size_t size)
{
	size_t dlen = strnlen(dst, size);

	if (dlen == size)
		return size + strlen(src);
	return dlen + strlcpy(dst + dlen, src, size - dlen);
}
