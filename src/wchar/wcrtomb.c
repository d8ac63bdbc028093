#include <errno.h>
#include <wchar.h>
#include "locale_impl.h"

size_t wcrtomb(char *restrict s, wchar_t wc, mbstate_t *restrict ps)
{
	unsigned u = wc;

	/* No shift states: the "reset" s == NULL asks for is one NUL byte. */
	if (!s)
		return 1;
	if (ps)
		ps->__count = 0;
	if (u < 0x80) {
		*s = u;
		return 1;
	}
	if (!__locale_cur_utf8() || (u >= 0xd800 && u <= 0xdfff) || u > 0x10ffff) {
		errno = EILSEQ;
		return (size_t)-1;
	}
	if (u < 0x800) {
		s[0] = 0xc0 | u >> 6;
		s[1] = 0x80 | (u & 0x3f);
		return 2;
	}
	if (u < 0x10000) {
		s[0] = 0xe0 | u >> 12;
		s[1] = 0x80 | (u >> 6 & 0x3f);
		s[2] = 0x80 | (u & 0x3f);
		return 3;
	}
	s[0] = 0xf0 | u >> 18;
	s[1] = 0x80 | (u >> 12 & 0x3f);
	s[2] = 0x80 | (u >> 6 & 0x3f);
	s[3] = 0x80 | (u & 0x3f);
	return 4;
}
