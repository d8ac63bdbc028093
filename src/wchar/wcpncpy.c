#include <wchar.h>

wchar_t *wcpncpy(wchar_t *restrict dst, const wchar_t *restrict src, size_t n)
{
	size_t i = 0, end;

	for (; i < n && src[i]; i++)
		dst[i] = src[i];
	end = i;
	for (; i < n; i++)
		dst[i] = 0;
	return dst + end;
}
