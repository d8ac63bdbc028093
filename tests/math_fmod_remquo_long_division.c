/* fmod, remainder and remquo in double, float and long double are
   exact: compared with a bit-by-bit long division written here, on
   random operands with exponent gaps small and large, subnormals
   included.  remquo's quotient must agree in its low 3 bits and sign.
   Plus the Annex F special cases and EDOM. */
// test: cflags -fno-builtin -Wl,--no-as-needed -lm
#include <errno.h>
#include <fenv.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "check.h"

static uint64_t rng = 0x2545f4914f6cdd1dull;
static uint64_t next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

/* a value m * 2^e with m < 2^64 */
struct num { uint64_t m; int e; };

/* |x| rem |y| by long division: the remainder (exact) and the quotient's
   low bits; nearest selects IEEE remainder (quotient rounded to even). */
static void ref_rem(struct num x, struct num y, int nearest, struct num *r, unsigned *q, int *flip)
{
	*flip = 0;
	*q = 0;
	/* normalise the leading bits to bit 63 */
	while (!(x.m >> 63)) { x.m <<= 1; x.e--; }
	while (!(y.m >> 63)) { y.m <<= 1; y.e--; }
	unsigned __int128 rem;
	int re;
	if (x.e < y.e) {
		rem = x.m;
		re = x.e;
		/* x < y: quotient 0; for nearest compare 2x with y below */
	} else {
		rem = x.m;
		for (int i = x.e - y.e; ; i--) {
			*q <<= 1;
			if (rem >= y.m) {
				rem -= y.m;
				*q |= 1;
			}
			if (!i)
				break;
			rem <<= 1;
		}
		re = y.e;
	}
	if (nearest) {
		/* compare 2*rem*2^re with y.m*2^y.e: by the exponents of the
		   leading bits, then by the bits aligned at bit 127 */
		int cmp = -1;
		if (rem) {
			int la = 128 - (rem >> 64 ? __builtin_clzll((uint64_t)(rem >> 64)) :
					64 + __builtin_clzll((uint64_t)rem));
			int ta = la + re + 1, tb = 64 + y.e;
			if (ta != tb) {
				cmp = ta > tb ? 1 : -1;
			} else {
				unsigned __int128 a = rem << (128 - la), b = (unsigned __int128)y.m << 64;
				cmp = (a > b) - (a < b);
			}
		}
		if (cmp > 0 || (cmp == 0 && (*q & 1))) {
			/* y - rem, at the finer of the two scales */
			while (re > y.e) { rem <<= 1; re--; }
			unsigned __int128 ym = y.m;
			int ye = y.e;
			while (ye > re) { ym <<= 1; ye--; }
			rem = ym - rem;
			*flip = 1;
			(*q)++;
		}
	}
	while (rem >> 64) { rem >>= 1; re++; }   /* only zero bits leave */
	r->m = (uint64_t)rem;
	r->e = re;
}

static long double build(struct num r, int neg)
{
	/* exact for every remainder of values of these types */
	long double v = (long double)r.m;
	int e = r.e;
	while (e > 0) { v *= 2; e--; }
	while (e < -16000) { v *= 0x1p-16000L; e += 16000; }
	while (e < 0) {
		int s = e < -60 ? -60 : e;
		v *= 1.0L / (long double)(1ull << -s);
		e -= s;
	}
	return neg ? -v : v;
}

static struct num dnum(double x)
{
	uint64_t u;
	memcpy(&u, &x, 8);
	int be = u >> 52 & 0x7ff;
	struct num n = { (u & ((1ull << 52) - 1)) | (be ? 1ull << 52 : 0), (be ? be : 1) - 1075 };
	return n;
}

/* |x| as m 2^e, for x with at most 64 significant bits (every long
   double the test makes, whatever the format) */
static struct num lnum(long double x)
{
	int e;
	long double f = frexpl(fabsl(x), &e);
	struct num n = { (uint64_t)ldexpl(f, 64), e - 64 };
	return n;
}

static double rnd_double(int near)
{
	uint64_t u = next();
	if (near)
		u = (u & 0x800fffffffffffffull) | (uint64_t)(0x3ff - 40 + next() % 80) << 52;
	else if ((next() & 3) == 0)
		u &= 0x800fffffffffffffull | 3ull << 52;   /* tiny, often subnormal */
	if ((u >> 52 & 0x7ff) == 0x7ff)
		u &= ~(1ull << 62);
	double x;
	memcpy(&x, &u, 8);
	return x;
}

static void fail_case(int line, const char *fn, long double x, long double y)
{
	(void)x;
	(void)y;
	t_fail_str(__FILE__, line, fn, "differs", "long division");
}

int main(void)
{
	for (int i = 0; i < 40000; i++) {
		int near = (i & 3) != 0;
		double x = rnd_double(near), y = rnd_double(near);
		if (x == 0 || y == 0)
			continue;
		struct num r;
		unsigned q;
		int flip;
		ref_rem(dnum(x), dnum(y), 0, &r, &q, &flip);
		double want = (double)build(r, signbit(x) != 0);
		double got = fmod(x, y);
		if (!(got == want && signbit(got) == signbit(x)))
			fail_case(__LINE__, "fmod", x, y);
		ref_rem(dnum(x), dnum(y), 1, &r, &q, &flip);
		want = (double)build(r, (signbit(x) != 0) ^ flip);
		int quo = 12345;
		got = remquo(x, y, &quo);
		if (!(got == want && (got != 0 || signbit(got) == signbit(x))))
			fail_case(__LINE__, "remquo", x, y);
		int qs = (signbit(x) != 0) != (signbit(y) != 0);
		if (((q & 7) && (quo < 0) != qs) || ((unsigned)(quo < 0 ? -quo : quo) & 7) != (q & 7))
			fail_case(__LINE__, "remquo quotient", x, y);
		got = remainder(x, y);
		if (!(got == want && (got != 0 || signbit(got) == signbit(x))))
			fail_case(__LINE__, "remainder", x, y);

		float xf = (float)x, yf = (float)y;
		if (xf != 0 && yf != 0 && isfinite(xf) && isfinite(yf)) {
			ref_rem(dnum(xf), dnum(yf), 0, &r, &q, &flip);
			float wf = (float)build(r, signbit(xf) != 0);
			float gf = fmodf(xf, yf);
			if (!(gf == wf && signbit(gf) == signbit(xf)))
				fail_case(__LINE__, "fmodf", xf, yf);
			ref_rem(dnum(xf), dnum(yf), 1, &r, &q, &flip);
			wf = (float)build(r, (signbit(xf) != 0) ^ flip);
			gf = remquof(xf, yf, &quo);
			if (!(gf == wf) || ((unsigned)(quo < 0 ? -quo : quo) & 7) != (q & 7))
				fail_case(__LINE__, "remquof", xf, yf);
			if (!(remainderf(xf, yf) == wf))
				fail_case(__LINE__, "remainderf", xf, yf);
		}

		/* long double: random 64-bit significands, gaps up to ~2^200 */
		long double xl = (long double)next() * ldexpl(1.0L, (int)(next() % 400) - 200);
		long double yl = (long double)(next() | 1) * ldexpl(1.0L, (int)(next() % 400) - 200);
		if (next() & 1)
			xl = -xl;
		if (next() & 1)
			yl = -yl;
		if (xl == 0)
			continue;
		ref_rem(lnum(xl), lnum(yl), 0, &r, &q, &flip);
		long double wl = build(r, signbit(xl) != 0);
		long double gl = fmodl(xl, yl);
		if (!(gl == wl && signbit(gl) == signbit(xl)))
			fail_case(__LINE__, "fmodl", xl, yl);
		ref_rem(lnum(xl), lnum(yl), 1, &r, &q, &flip);
		wl = build(r, (signbit(xl) != 0) ^ flip);
		gl = remquol(xl, yl, &quo);
		qs = (signbit(xl) != 0) != (signbit(yl) != 0);
		if (!(gl == wl) || ((unsigned)(quo < 0 ? -quo : quo) & 7) != (q & 7) ||
		    ((q & 7) && (quo < 0) != qs))
			fail_case(__LINE__, "remquol", xl, yl);
		if (!(remainderl(xl, yl) == wl))
			fail_case(__LINE__, "remainderl", xl, yl);
	}

	/* exact halfway: ties go to the even quotient */
	int quo;
	CHECK(remainder(5.0, 2.0) == 1.0 && remainder(7.0, 2.0) == -1.0);
	CHECK(remquo(-7.0, 2.0, &quo) == 1.0 && quo == -4);
	CHECK(remainderl(5.0L, 2.0L) == 1.0L && remainderf(7.0f, 2.0f) == -1.0f);
	CHECK(fmod(-7.0, 2.0) == -1.0 && fmodl(7.0L, -2.0L) == 1.0L);
	CHECK(signbit(fmod(-4.0, 2.0)) && signbit(remainder(-4.0, 2.0)) && signbit(fmodf(-4.0f, 2.0f)));
	CHECK(fmod(0x1p-1074, 0x1p-1073) == 0x1p-1074 && fmod(0x1.8p-1073, 0x1p-1074) == 0);

	/* Annex F: x infinite or y zero: NaN, invalid, EDOM; NaN in, NaN out;
	   x zero stays; y infinite gives x */
	volatile double inf = INFINITY, zero = 0.0, one = 1.0;
	double (*const fns[2])(double, double) = { fmod, remainder };
	for (int k = 0; k < 2; k++) {
		feclearexcept(FE_ALL_EXCEPT);
		errno = 0;
		CHECK(isnan(fns[k](inf, one)));
		CHECK(fetestexcept(FE_INVALID));
		CHECK_EQ(errno, EDOM);
		feclearexcept(FE_ALL_EXCEPT);
		errno = 0;
		CHECK(isnan(fns[k](one, zero)));
		CHECK(fetestexcept(FE_INVALID));
		CHECK_EQ(errno, EDOM);
		CHECK(isnan(fns[k](NAN, one)) && isnan(fns[k](one, NAN)));
		CHECK(fns[k](-zero, one) == 0 && signbit(fns[k](-zero, one)));
		CHECK(fns[k](2.5, inf) == 2.5);
	}
	errno = 0;
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(fmodl(INFINITY, 1.0L)) && isnan(remquol(1.0L, 0.0L, &quo)) && isnan(fmodf(1.0f, 0.0f)));
	CHECK(fetestexcept(FE_INVALID));
	CHECK_EQ(errno, EDOM);
	CHECK(fmodl(2.5L, INFINITY) == 2.5L && remquof(2.5f, INFINITY, &quo) == 2.5f);
	return 0;
}
