#include <string.h>
#include <wchar.h>

wchar_t *wmempcpy(wchar_t *restrict dst, const wchar_t *restrict src, size_t n)
{
	return (wchar_t *)memcpy(dst, src, n * sizeof *dst) + n;
}
