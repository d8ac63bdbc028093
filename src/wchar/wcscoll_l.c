#include <wchar.h>

int wcscoll_l(const wchar_t *a, const wchar_t *b, locale_t l)
{
	(void)l;
	return wcscmp(a, b);
}
