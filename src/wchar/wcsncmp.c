#include <wchar.h>

int wcsncmp(const wchar_t *a, const wchar_t *b, size_t n)
{
	for (; n; n--, a++, b++) {
		if (*a != *b)
			return *a < *b ? -1 : 1;
		if (!*a)
			break;
	}
	return 0;
}
