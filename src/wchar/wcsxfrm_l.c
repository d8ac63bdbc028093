#include <wchar.h>

size_t wcsxfrm_l(wchar_t *restrict dst, const wchar_t *restrict src, size_t n, locale_t l)
{
	(void)l;
	return wcsxfrm(dst, src, n);
}
