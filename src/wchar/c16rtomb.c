#include <errno.h>
#include <uchar.h>
#include <wchar.h>

/* A high surrogate is kept in the state (__count == -2) until its low
   half arrives; nothing is written for it. */
size_t c16rtomb(char *restrict s, char16_t c, mbstate_t *restrict ps)
{
	static mbstate_t own;
	unsigned w = c;

	if (!ps)
		ps = &own;
	if (!s) {
		ps->__count = 0;
		return 1;
	}
	if (ps->__count == -2) {
		unsigned hi = ps->__value.__wch;
		ps->__count = 0;
		if (w < 0xdc00 || w > 0xdfff)
			goto bad;
		w = 0x10000 + ((hi - 0xd800) << 10) + (w - 0xdc00);
	} else if (w >= 0xd800 && w <= 0xdbff) {
		ps->__count = -2;
		ps->__value.__wch = w;
		return 0;
	} else if (w >= 0xdc00 && w <= 0xdfff) {
		goto bad;
	}
	return wcrtomb(s, w, ps);
bad:
	errno = EILSEQ;
	return (size_t)-1;
}
