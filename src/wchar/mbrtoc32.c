#include <uchar.h>
#include <wchar.h>

/* wchar_t holds UTF-32 in both locales, so this is mbrtowc. */
size_t mbrtoc32(char32_t *restrict pc, const char *restrict s, size_t n, mbstate_t *restrict ps)
{
	static mbstate_t own;
	wchar_t w;
	size_t r = mbrtowc(&w, s, n, ps ? ps : &own);

	if (pc && r <= 4)
		*pc = w;
	return r;
}
