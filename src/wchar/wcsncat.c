#include <wchar.h>

wchar_t *wcsncat(wchar_t *restrict dst, const wchar_t *restrict src, size_t n)
{
	wchar_t *d = dst + wcslen(dst);

	while (n-- && *src)
		*d++ = *src++;
	*d = 0;
	return dst;
}
