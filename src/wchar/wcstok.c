#include <wchar.h>

/* State lives in *save only, so it is reentrant (unlike strtok). */
wchar_t *wcstok(wchar_t *restrict s, const wchar_t *restrict sep, wchar_t **restrict save)
{
	wchar_t *end;

	if (!s && !(s = *save))
		return 0;
	s += wcsspn(s, sep);
	if (!*s) {
		*save = 0;
		return 0;
	}
	end = s + wcscspn(s, sep);
	if (*end)
		*end++ = 0;
	else
		end = 0;
	*save = end;
	return s;
}
