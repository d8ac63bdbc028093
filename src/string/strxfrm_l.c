#include <string.h>

size_t strxfrm_l(char *restrict dst, const char *restrict src, size_t n, locale_t l)
{
	(void)l;
	return strxfrm(dst, src, n);
}
