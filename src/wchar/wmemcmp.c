#include <wchar.h>

int wmemcmp(const wchar_t *a, const wchar_t *b, size_t n)
{
	for (; n; n--, a++, b++)
		if (*a != *b)
			return *a < *b ? -1 : 1;
	return 0;
}
