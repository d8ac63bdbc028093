#include <wchar.h>

wchar_t *wcspbrk(const wchar_t *s, const wchar_t *accept)
{
	s += wcscspn(s, accept);
	return *s ? (wchar_t *)s : 0;
}
