#include <stdlib.h>
#include <wchar.h>

size_t wcstombs(char *restrict dst, const wchar_t *restrict src, size_t n)
{
	mbstate_t st = { 0 };
	const wchar_t *s = src;

	return wcsrtombs(dst, &s, n, &st);
}
