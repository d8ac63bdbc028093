#include <wchar.h>

size_t wcscspn(const wchar_t *s, const wchar_t *reject)
{
	size_t n = 0;

	while (s[n] && !wcschr(reject, s[n]))
		n++;
	return n;
}
