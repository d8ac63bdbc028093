#include <wchar.h>
#include <wctype.h>

int wcsncasecmp_l(const wchar_t *a, const wchar_t *b, size_t n, locale_t l)
{
	for (; n; n--, a++, b++) {
		wint_t x = towlower_l(*a, l), y = towlower_l(*b, l);
		if (x != y)
			return (wchar_t)x < (wchar_t)y ? -1 : 1;
		if (!x)
			break;
	}
	return 0;
}
