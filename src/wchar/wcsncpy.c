#include <wchar.h>

/* Pads with L'\0' up to n, as strncpy does. */
wchar_t *wcsncpy(wchar_t *restrict dst, const wchar_t *restrict src, size_t n)
{
	size_t i = 0;

	for (; i < n && src[i]; i++)
		dst[i] = src[i];
	for (; i < n; i++)
		dst[i] = 0;
	return dst;
}
