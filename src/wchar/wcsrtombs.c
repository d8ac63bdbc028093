#include <wchar.h>

size_t wcsrtombs(char *restrict dst, const wchar_t **restrict src, size_t len,
		 mbstate_t *restrict ps)
{
	return wcsnrtombs(dst, src, (size_t)-1, len, ps);
}
