#include <fenv.h>
#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* The radicand's bit i (0 = least significant) of m * 2^s, m < 2^128. */
static unsigned bit_of(unsigned __int128 m, int s, int i)
{
	i -= s;
	return i >= 0 && i < 128 ? (unsigned)(m >> i) & 1 : 0;
}

/* Correctly rounded in the current mode: the significand's square root
   digit by digit (two radicand bits per result bit, restoring), 114 bits
   and a sticky remainder, then one rounding. */
long double sqrtl(long double x)
{
	if (isnan(x))
		return x + x;
	if (x < 0) {
		errno = EDOM;
		return (x - x) / (x - x);
	}
	if (x == 0 || isinf(x))
		return x;
	union __ld128 u = { x };
	int be = __LD128_EXP(u);
	unsigned __int128 m = u.q & __LD128_FRAC_MASK;
	int e;
	if (be) {
		m |= (unsigned __int128)1 << 112;
		e = be - 16383 - 112;
	} else {
		e = 1 - 16383 - 112;
		while (!(m >> 112)) {
			m <<= 1;
			e--;
		}
	}
	/* x = m * 2^e, m in [2^112, 2^113).  Make e even, then the root of
	   m * 2^s (s = 116 or 115 so the radicand has 228 or 229 bits) has
	   114 or 115 bits: r = floor(sqrt(m 2^s)), value r * 2^((e - s)/2). */
	int s = (e & 1) ? 115 : 116;
	int nbits = 113 + s;                     /* radicand width */
	int pairs = (nbits + 1) / 2;
	unsigned __int128 r = 0, rem = 0;
	for (int i = pairs - 1; i >= 0; i--) {
		rem = rem << 2 | bit_of(m, s, 2 * i + 1) << 1 | bit_of(m, s, 2 * i);
		unsigned __int128 t = r << 2 | 1;
		r <<= 1;
		if (rem >= t) {
			rem -= t;
			r |= 1;
		}
	}
	int re = (e - s) / 2;
	/* keep 113 bits of r, the rest decides the rounding */
	int extra = 0;
	while (r >> (113 + extra))
		extra++;
	unsigned __int128 keep = r >> extra, lost = r & ((((unsigned __int128)1) << extra) - 1);
	unsigned __int128 half = extra ? (unsigned __int128)1 << (extra - 1) : 0;
	int inexact = lost || rem;
	re += extra;
	if (inexact) {
		int mode = fegetround(), up;
		if (mode == FE_UPWARD)
			up = 1;
		else if (mode == FE_TONEAREST)
			up = lost > half || (lost == half && (rem || (keep & 1)));
		else
			up = 0;
		keep += up;
		if (keep >> 113) {
			keep >>= 1;
			re++;
		}
		volatile long double one = 1, tiny = 0x1p-200L;
		__fp_forcel(one + tiny);
	}
	return __ld128_make(0, re + 112 + 16383, keep);
}
