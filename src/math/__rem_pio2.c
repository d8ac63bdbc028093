#include "libm.h"
#include "libm_coef.h"

/* x - n pi/2 as y[0] + y[1] (|y| <= pi/4 + a little), n returned.

   Below 2^20, n comes from a multiplication and pi/2 is subtracted in
   three 33-bit pieces (each n*piece exact) plus a rounded fourth: 152
   bits of pi/2 cover the worst cancellation there.  Above, the reduction
   is done modulo 4 in fixed point with the bits of 2/pi: only the 192
   bits of 2/pi that can reach the fraction of x 2/pi (or its last two
   integer bits) are needed, and 192 leave over 120 bits after the
   largest cancellation a double can show (about 61 bits). */

/* 64 bits of 2/pi starting at bit p (bit 1 is the first after the
   point; bits at p <= 0 are zero as 2/pi < 1). */
static uint64_t pio2_window(int p)
{
	if (p <= -63)
		return 0;
	int w = (p - 1) >> 6, s = (p - 1) & 63;
	uint64_t hi = w >= 0 ? __pio2_bits[w] : 0;
	uint64_t lo = __pio2_bits[w + 1];
	return s ? hi << s | lo >> (64 - s) : hi;
}

static int rem_large(uint64_t ix, double *y)
{
	int ex = (int)(ix >> 52 & 0x7ff) - 1023 - 52;
	uint64_t m = (ix & 0x000fffffffffffffu) | 0x0010000000000000u;
	/* x 2/pi = m 2^ex sum b_i 2^-i: bits i <= ex - 2 only add multiples
	   of 4. */
	int i0 = ex - 1;
	uint64_t w0 = pio2_window(i0), w1 = pio2_window(i0 + 64), w2 = pio2_window(i0 + 128);
	unsigned __int128 p2 = (unsigned __int128)m * w2;
	unsigned __int128 p1 = (unsigned __int128)m * w1 + (uint64_t)(p2 >> 64);
	unsigned __int128 p0 = (unsigned __int128)m * w0 + (uint64_t)(p1 >> 64);
	/* value = p / 2^190 (p = m W, W the 192-bit window from bit ex - 1):
	   bits 191..190 are the integer part mod 4, the rest the fraction,
	   shifted up here to fill 192 bits */
	uint64_t t0 = (uint64_t)p0, f1 = (uint64_t)p1, f2 = (uint64_t)p2;
	int n = (int)(t0 >> 62);
	uint64_t f0 = t0 << 2 | f1 >> 62;
	f1 = f1 << 2 | f2 >> 62;
	f2 <<= 2;
	int neg = 0;
	if (f0 >> 63) {
		/* fraction >= 1/2: take n + 1 and the negative fraction */
		n = (n + 1) & 3;
		neg = 1;
		f2 = ~f2 + 1;
		f1 = ~f1 + (f2 == 0);
		f0 = ~f0 + (f1 == 0 && f2 == 0);
	}
	/* normalise the 192-bit fraction: top 128 bits in hi:lo */
	int sh = 0;
	while (f0 == 0) {
		f0 = f1;
		f1 = f2;
		f2 = 0;
		sh += 64;
	}
	int z = __builtin_clzll(f0);
	if (z) {
		f0 = f0 << z | f1 >> (64 - z);
		f1 = f1 << z | f2 >> (64 - z);
	}
	sh += z;
	/* f = (f0 + f1 2^-64) 2^-64 2^-sh */
	double scale = __f64_from((uint64_t)(1023 - 64 - sh) << 52);
	double fh = (double)(f0 >> 11) * 0x1p11;
	double fl = (double)((f0 & 0x7ff) << 52 | f1 >> 12) * 0x1p-52;
	fh *= scale;
	fl *= scale;
	double s = __fast_two_sum(fh, fl, &fl);
	fh = s;
	/* times pi/2 */
	double pl, ph = __two_prod(fh, PIO2_HI, &pl);
	pl += fh * PIO2_LO + fl * PIO2_HI;
	double r = ph + pl;
	double rl = pl - (r - ph);
	if (neg) {
		r = -r;
		rl = -rl;
	}
	y[0] = r;
	y[1] = rl;
	return n;
}

int __rem_pio2(double x, double *y)
{
	uint64_t ix = __f64_bits(x);
	uint32_t top = ix >> 52 & 0x7ff;

	if (top < 0x3ff + 20)
		return __rem_pio2_medium(x, &y[0], &y[1]);
	int n = rem_large(ix & 0x7fffffffffffffffu, y);
	if (ix >> 63) {
		y[0] = -y[0];
		y[1] = -y[1];
		n = -n;
	}
	return n;
}
