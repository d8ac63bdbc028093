#include <wchar.h>

size_t wcsspn(const wchar_t *s, const wchar_t *accept)
{
	size_t n = 0;

	while (s[n] && wcschr(accept, s[n]))
		n++;
	return n;
}
