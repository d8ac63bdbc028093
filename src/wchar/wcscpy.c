#include <wchar.h>

wchar_t *wcscpy(wchar_t *restrict dst, const wchar_t *restrict src)
{
	wchar_t *d = dst;

	while ((*d++ = *src++))
		;
	return dst;
}
