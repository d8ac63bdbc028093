#include <stdlib.h>
#include <wchar.h>

size_t mbstowcs(wchar_t *restrict dst, const char *restrict src, size_t n)
{
	mbstate_t st = { 0 };
	const char *s = src;

	return mbsrtowcs(dst, &s, n, &st);
}
