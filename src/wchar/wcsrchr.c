#include <wchar.h>

wchar_t *wcsrchr(const wchar_t *s, wchar_t c)
{
	const wchar_t *last = 0;

	for (;; s++) {
		if (*s == c)
			last = s;
		if (!*s)
			return (wchar_t *)last;
	}
}
