#include <wchar.h>

/* wchar_t is signed: compare as such, as glibc does. */
int wcscmp(const wchar_t *a, const wchar_t *b)
{
	while (*a && *a == *b)
		a++, b++;
	return *a < *b ? -1 : *a > *b;
}
