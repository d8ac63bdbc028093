#include <stdlib.h>
#include <string.h>
#include <wchar.h>

wchar_t *wcsdup(const wchar_t *s)
{
	size_t n = (wcslen(s) + 1) * sizeof *s;
	wchar_t *d = malloc(n);

	return d ? memcpy(d, s, n) : 0;
}
