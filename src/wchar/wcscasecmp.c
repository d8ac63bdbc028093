#include <wchar.h>

int wcscasecmp(const wchar_t *a, const wchar_t *b)
{
	return wcsncasecmp(a, b, (size_t)-1);
}
