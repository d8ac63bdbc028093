#include "libm_ext.h"

/* One step of the encoding, as nextafter; the explicit integer bit
   makes the steps across a binade, and between the subnormals and the
   least normal (biased exponent 0 to 1), separate cases. */
long double nextafterl(long double x, long double y)
{
	if (isnan(x) || isnan(y))
		return x + y;
	if (x == y)
		return y;
	union __ld80 u = { x };
	if (x == 0) {
		u.i.se = signbit(y) ? 0x8000 : 0;
		u.i.m = 1;
	} else if ((x < y) == !signbit(x)) {
		/* away from zero */
		if (++u.i.m == 0) {
			u.i.m = 1ull << 63;
			u.i.se++;
		} else if (u.i.m == 1ull << 63 && !(u.i.se & 0x7fff)) {
			u.i.se++;
		}
	} else {
		/* toward zero */
		if (u.i.m == 1ull << 63 && (u.i.se & 0x7fff)) {
			u.i.m = (u.i.se & 0x7fff) == 1 ? u.i.m - 1 : ~0ull;
			u.i.se--;
		} else {
			u.i.m--;
		}
	}
	int be = u.i.se & 0x7fff;
	if (be == 0x7fff) {
		volatile long double big = 0x1p16383L;
		__fp_forcel(big * big);
		errno = ERANGE;
	} else if (be == 0) {
		volatile long double tiny = 0x1p-16382L;
		__fp_forcel(tiny * tiny);
		errno = ERANGE;
	}
	return u.f;
}
