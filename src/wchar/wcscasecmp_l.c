#include <wchar.h>

int wcscasecmp_l(const wchar_t *a, const wchar_t *b, locale_t l)
{
	return wcsncasecmp_l(a, b, (size_t)-1, l);
}
