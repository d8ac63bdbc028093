#include <wchar.h>

/* Quadratic in the worst case; wide needles are short in practice. */
wchar_t *wcsstr(const wchar_t *restrict h, const wchar_t *restrict n)
{
	size_t nl = wcslen(n), i;

	if (!nl)
		return (wchar_t *)h;
	for (; *h; h++) {
		for (i = 0; i < nl && h[i] == n[i]; i++)
			;
		if (i == nl)
			return (wchar_t *)h;
	}
	return 0;
}
