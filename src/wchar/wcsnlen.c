#include <wchar.h>

size_t wcsnlen(const wchar_t *s, size_t max)
{
	size_t n = 0;

	while (n < max && s[n])
		n++;
	return n;
}
