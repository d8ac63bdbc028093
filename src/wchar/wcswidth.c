#include <wchar.h>

int wcswidth(const wchar_t *s, size_t n)
{
	int total = 0;

	for (; n && *s; n--, s++) {
		int w = wcwidth(*s);
		if (w < 0)
			return -1;
		total += w;
	}
	return total;
}
