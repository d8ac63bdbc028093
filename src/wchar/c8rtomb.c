#define _GNU_SOURCE
#include <errno.h>
#include <uchar.h>
#include <wchar.h>

/* The units of a character are gathered in the state (__count == -10 -
   units so far, the units in __wchb) and converted, through mbrtowc's
   checks, once the last one arrives; until then nothing is written. */
size_t c8rtomb(char *restrict s, char8_t c, mbstate_t *restrict ps)
{
	static mbstate_t own;
	mbstate_t tmp = { 0 };
	char *q;
	int have, need;
	unsigned lead;
	wchar_t w;

	if (!ps)
		ps = &own;
	if (!s) {
		ps->__count = 0;
		ps->__value.__wch = 0;
		return 1;
	}
	q = ps->__value.__wchb;
	have = ps->__count <= -10 ? -10 - ps->__count : 0;
	if (!have && c < 0x80)
		return wcrtomb(s, c, ps);
	lead = have ? (unsigned char)q[0] : c;
	need = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 :
	       lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
	if (!need || (have && (c & 0xc0) != 0x80))
		goto bad;
	q[have++] = c;
	if (have < need) {
		ps->__count = -10 - have;
		return 0;
	}
	ps->__count = 0;
	if (mbrtowc(&w, q, need, &tmp) != (size_t)need)
		goto bad;
	ps->__value.__wch = 0;
	return wcrtomb(s, w, ps);
bad:
	ps->__count = 0;
	ps->__value.__wch = 0;
	errno = EILSEQ;
	return (size_t)-1;
}
