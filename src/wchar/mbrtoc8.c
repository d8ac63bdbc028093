#define _GNU_SOURCE
#include <uchar.h>
#include <wchar.h>

/* A character's UTF-8 units after the first wait in the state (__count
   == -3, __wchb[0] how many, __wchb[1..3] the units) and come out one per
   call, each returning (size_t)-3. */
size_t mbrtoc8(char8_t *restrict pc, const char *restrict s, size_t n, mbstate_t *restrict ps)
{
	static mbstate_t own;
	unsigned char u[4];
	wchar_t w;
	size_t r;
	int len, i;

	if (!ps)
		ps = &own;
	if (ps->__count == -3) {
		char *q = ps->__value.__wchb;
		if (pc)
			*pc = q[1];
		q[1] = q[2], q[2] = q[3];
		if (!--q[0]) {
			ps->__count = 0;
			ps->__value.__wch = 0;
		}
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
	/* w is a valid code point: mbrtowc took it. */
	if (w < 0x80) {
		u[0] = w, len = 1;
	} else {
		len = w < 0x800 ? 2 : w < 0x10000 ? 3 : 4;
		for (i = len - 1; i > 0; i--, w >>= 6)
			u[i] = 0x80 | (w & 0x3f);
		u[0] = (0xf00 >> len) | w;
	}
	if (pc)
		*pc = u[0];
	if (len > 1) {
		ps->__count = -3;
		ps->__value.__wchb[0] = len - 1;
		for (i = 1; i < len; i++)
			ps->__value.__wchb[i] = u[i];
	}
	return r;
}
