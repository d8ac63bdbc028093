#include <uchar.h>
#include <wchar.h>

/* A character above U+FFFF gives its high surrogate first; the low one
   waits in the state (__count == -1, never a count mbrtowc leaves) and
   comes out of the next call, which returns (size_t)-3 and reads no
   byte. */
size_t mbrtoc16(char16_t *restrict pc, const char *restrict s, size_t n, mbstate_t *restrict ps)
{
	static mbstate_t own;
	wchar_t w;
	size_t r;

	if (!ps)
		ps = &own;
	if (ps->__count == -1) {
		if (pc)
			*pc = ps->__value.__wch;
		ps->__count = 0;
		ps->__value.__wch = 0;
		return (size_t)-3;
	}
	if (!s) {
		s = "";
		n = 1;
		pc = 0;
	}
	r = mbrtowc(&w, s, n, ps);
	if (r > 4)
		return r;
	if (w >= 0x10000) {
		ps->__count = -1;
		ps->__value.__wch = 0xdc00 | (w & 0x3ff);
		w = 0xd800 | ((w - 0x10000) >> 10);
	}
	if (pc)
		*pc = w;
	return r;
}
