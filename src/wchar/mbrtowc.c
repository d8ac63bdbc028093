#include <errno.h>
#include <wchar.h>
#include "locale_impl.h"

/* A partial UTF-8 character in an mbstate_t: __count holds the number of
   continuation bytes still due (bits 0-7) and the range the next one must
   fall in (low bound in bits 8-15, high in 16-23), so that overlong forms,
   surrogates and values above U+10FFFF are refused at the first byte that
   shows them; __value.__wch holds the bits gathered so far. */
#define PENDING(need, lo, hi) ((need) | (lo) << 8 | (hi) << 16)

size_t mbrtowc(wchar_t *restrict wc, const char *restrict s, size_t n, mbstate_t *restrict ps)
{
	static mbstate_t own;
	const unsigned char *p = (const unsigned char *)s;
	unsigned st, v, need, lo, hi;
	size_t i;

	if (!ps)
		ps = &own;
	if (!s) {
		wc = 0;
		p = (const unsigned char *)"";
		n = 1;
	}
	if (!n)
		return (size_t)-2;

	if (!__locale_cur_utf8()) {
		if (*p >= 0x80)
			goto bad;
		if (wc)
			*wc = *p;
		return *p != 0;
	}

	st = ps->__count;
	v = ps->__value.__wch;
	i = 0;
	if (!st) {
		unsigned c = p[i++];
		if (c < 0x80) {
			if (wc)
				*wc = c;
			return c != 0;
		}
		lo = 0x80, hi = 0xbf;
		if (c >= 0xc2 && c <= 0xdf) {
			need = 1, v = c & 0x1f;
		} else if (c >= 0xe0 && c <= 0xef) {
			need = 2, v = c & 0x0f;
			if (c == 0xe0)
				lo = 0xa0;           /* below: overlong */
			else if (c == 0xed)
				hi = 0x9f;           /* above: a surrogate */
		} else if (c >= 0xf0 && c <= 0xf4) {
			need = 3, v = c & 0x07;
			if (c == 0xf0)
				lo = 0x90;           /* below: overlong */
			else if (c == 0xf4)
				hi = 0x8f;           /* above: beyond U+10FFFF */
		} else {
			goto bad;
		}
	} else {
		need = st & 0xff, lo = st >> 8 & 0xff, hi = st >> 16 & 0xff;
	}

	for (; need; need--, lo = 0x80, hi = 0xbf) {
		unsigned c;
		if (i == n) {
			ps->__count = PENDING(need, lo, hi);
			ps->__value.__wch = v;
			return (size_t)-2;
		}
		c = p[i++];
		if (c < lo || c > hi)
			goto bad;
		v = v << 6 | (c & 0x3f);
	}
	ps->__count = 0;
	ps->__value.__wch = 0;
	if (wc)
		*wc = v;
	return i;
bad:
	ps->__count = 0;
	errno = EILSEQ;
	return (size_t)-1;
}
