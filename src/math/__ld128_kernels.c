/* binary128 long double (aarch64, riscv64): the kernels the elementary
   l-functions are built on, computed in binary128 arithmetic (libgcc's
   soft-fp), so each carries 100 bits or more; the public functions then
   promise the x87 build's accuracy, a few units of 2^-64 (docs/math.md). */
#include "libm_ext.h"

/* Only where long double is binary128; empty elsewhere. */
#if LDBL_MANT_DIG == 113

#define LD_LN2_HI 0x162e42fefa39ef35793c767300000p-113L  /* 96 bits: k*LD_LN2_HI exact */
#define LD_LN2_LO 0x1f97b57a079a193394c5b16c5068cp-215L
#define LN2    0x162e42fefa39ef35793c7673007e6p-113L
#define LOG2E  0x171547652b82fe1777d0ffda0d23ap-112L
#define SQRT1_2 0x16a09e667f3bcc908b2fb1366ea95p-113L

/* e^r - 1 for |r| <= 0.36: r / 256, Taylor to degree 13, then eight
   squarings of 1 + t kept as t (t' = 2t + t^2), which keeps the small
   part's relative accuracy. */
hidden long double __ld128_expm1_small(long double r)
{
	long double s = r * 0x1p-8L, t = 0, term = 1;
	long double c[14];
	for (int n = 1; n <= 13; n++) {
		term = term * s / n;
		c[n] = term;
	}
	for (int n = 13; n >= 1; n--)
		t += c[n];
	for (int i = 0; i < 8; i++)
		t = t * (2 + t);
	return t;
}

/* e^x = 2^k e^r with r = x - k ln2 in [-ln2/2, ln2/2]; *k gets k, the
   result is e^r (the caller scales). */
hidden long double __ld128_exp_reduce(long double x, int *k)
{
	long double kf = rintl(x * LOG2E);
	*k = (int)kf;
	long double r = (x - kf * LD_LN2_HI) - kf * LD_LN2_LO;
	return 1 + __ld128_expm1_small(r);
}

/* 2 atanh(s) = log((1+s)/(1-s)) for |s| <= 0.18. */
hidden long double __ld128_log_series(long double s)
{
	long double s2 = s * s, sum = 0, p = s;
	long double terms[40];
	int n;
	for (n = 0; n < 40; n++) {
		terms[n] = p / (2 * n + 1);
		if (fabsl(terms[n]) < fabsl(s) * 0x1p-118L)
			break;
		p *= s2;
	}
	if (n == 40)
		n--;
	for (; n >= 0; n--)
		sum += terms[n];
	return 2 * sum;
}

/* log(x) of a finite positive x as e ln2 + log(m), m in [sqrt(1/2),
   sqrt(2)); *e gets e and the result is log(m). */
hidden long double __ld128_log_reduce(long double x, int *e)
{
	long double m = frexpl(x, e);
	if (m < SQRT1_2) {
		m *= 2;
		--*e;
	}
	return __ld128_log_series((m - 1) / (m + 1));
}

hidden long double __ld128_ln2(void)
{
	return LN2;
}

#define LD_PIO2_1 0x1921fb54442d18469898c00000000p-112L   /* 80 bits */
#define LD_PIO2_2 0x18a2e03707344a409382200000000p-193L   /* 80 bits */
#define LD_PIO2_3 0x14cf98e804177d4c76273644a2941p-276L
#define TWO_OVER_PI 0x145f306dc9c882a53f84eafa3ea6ap-113L
/* x - k pi/2 with k = nearest(x 2/pi), returned mod 4, the rest in *r.
   Below 2^32 in the three-part Cody-Waite way: k < 2^32, so k * LD_PIO2_1
   and k * LD_PIO2_2 are exact and 273 bits of pi/2 cover the worst
   cancellation; above, __rem_pio2_big. */
hidden int __ld128_rem_pio2(long double x, long double *r)
{
	if (fabsl(x) >= 0x1p32L) {
		union __ld128 u = { .f = x };
		int n = __rem_pio2_big((u.i.hi & 0xffffffffffffu) | 1ull << 48, u.i.lo,
				       __LD128_EXP(u) - 16383 - 112, r);
		if (signbit(x)) {
			*r = -*r;
			n = (4 - n) & 3;
		}
		return n;
	}
	long double k = rintl(x * TWO_OVER_PI);
	*r = ((x - k * LD_PIO2_1) - k * LD_PIO2_2) - k * LD_PIO2_3;
	long double q = fmodl(k, 4);
	if (q < 0)
		q += 4;
	return (int)q;
}

/* sin and cos of |r| <= pi/4 (a little more is harmless): Taylor series,
   summed smallest first. */
hidden long double __ld128_sin_kernel(long double r)
{
	long double r2 = r * r, term = r, t[20];
	int n;
	for (n = 0; n < 20; n++) {
		t[n] = term;
		term = -term * r2 / ((2 * n + 2) * (2 * n + 3));
	}
	long double s = 0;
	while (n--)
		s += t[n];
	return s;
}

hidden long double __ld128_cos_kernel(long double r)
{
	long double r2 = r * r, term = 1, t[20];
	int n;
	for (n = 0; n < 20; n++) {
		t[n] = term;
		term = -term * r2 / ((2 * n + 1) * (2 * n + 2));
	}
	long double s = 0;
	while (n--)
		s += t[n];
	return s;
}

/* atan(x) for 0 <= x <= 1: two halvings, atan x = 2 atan(x / (1 +
   sqrt(1 + x^2))), bring x below tan(pi/16), then the odd series. */
hidden long double __ld128_atan01(long double x)
{
	for (int i = 0; i < 2; i++)
		x = x / (1 + sqrtl(1 + x * x));
	long double x2 = x * x, p = x, t[40];
	int n;
	for (n = 0; n < 40; n++) {
		t[n] = p / (2 * n + 1);
		if (fabsl(p) < 0x1p-118L * x)
			break;
		p = -p * x2;
	}
	if (n == 40)
		n--;
	long double s = 0;
	for (; n >= 0; n--)
		s += t[n];
	return 4 * s;
}
#endif
