#include <wchar.h>
#include <wctype.h>

/* Folds with the calling thread's towlower, as glibc does. */
int wcsncasecmp(const wchar_t *a, const wchar_t *b, size_t n)
{
	for (; n; n--, a++, b++) {
		wint_t x = towlower(*a), y = towlower(*b);
		if (x != y)
			return (wchar_t)x < (wchar_t)y ? -1 : 1;
		if (!x)
			break;
	}
	return 0;
}
