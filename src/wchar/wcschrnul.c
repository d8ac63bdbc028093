#define _GNU_SOURCE
#include <wchar.h>

/* wcschr that returns the terminator instead of null when c is absent. */
wchar_t *wcschrnul(const wchar_t *s, wchar_t c)
{
	while (*s && *s != c)
		s++;
	return (wchar_t *)s;
}
