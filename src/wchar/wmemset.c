#include <wchar.h>

wchar_t *wmemset(wchar_t *dst, wchar_t c, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		dst[i] = c;
	return dst;
}
