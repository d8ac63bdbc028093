/* floor, ceil, trunc, round, rint (in each rounding mode), nearbyint,
   lrint, llrint, lround, llround and modf, in double, float and long
   double, on random bit patterns (most near the integers, some
   anywhere), against a reference computed with integer arithmetic on
   the significand.  Also the exceptions: rint raises inexact exactly
   when the value changes, the others never, and out-of-range
   conversions raise invalid. */
// test: cflags -frounding-math -fno-builtin -Wl,--no-as-needed -lm
#include <fenv.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "check.h"

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

enum { FLOOR, CEIL, TRUNC, ROUND, NEAREST };

/* |x| = m * 2^-k (k > 0): the magnitude rounded by rule, for sign neg */
static uint64_t ref_round(uint64_t m, int k, int neg, int rule)
{
	uint64_t q = k < 64 ? m >> k : 0;
	uint64_t rem = k < 64 ? m & ((1ull << k) - 1) : m;
	int cmp;                /* rem against half a unit */
	if (k <= 64) {
		uint64_t half = 1ull << (k - 1);
		cmp = rem > half ? 1 : rem < half ? -1 : 0;
	} else {
		cmp = -1;
	}
	if (!rem)
		return q;
	switch (rule) {
	case FLOOR: return q + (neg ? 1 : 0);
	case CEIL: return q + (neg ? 0 : 1);
	case TRUNC: return q;
	case ROUND: return q + (cmp >= 0);
	default: return q + (cmp > 0 || (cmp == 0 && (q & 1)));
	}
}

static int mode_rule(int mode, int neg)
{
	switch (mode) {
	case FE_DOWNWARD: return FLOOR;
	case FE_UPWARD: return CEIL;
	case FE_TOWARDZERO: return TRUNC;
	default: (void)neg; return NEAREST;
	}
}

static const int modes[4] = { FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO };

static void fail_at(int line, const char *what, unsigned long long bits)
{
	char buf[19] = "0x";
	for (int k = 0; k < 16; k++)
		buf[2 + k] = "0123456789abcdef"[bits >> (60 - 4 * k) & 15];
	buf[18] = 0;
	t_fail_str(__FILE__, line, what, buf, "the integer reference");
}

/* The same checks for each type: T the type, decode fills m, k (k <= 0:
   x is already an integer, or not finite), neg. */
#define CHECK_TYPE(T, SUF, x, m, k, neg, bits)                                              \
	do {                                                                                \
		for (int mi = 0; mi < 4; mi++) {                                           \
			fesetround(modes[mi]);                                              \
			int rule = mode_rule(modes[mi], neg);                              \
			T want_r = k > 0 ? (T)ref_round(m, k, neg, rule) : x;              \
			if (k > 0 && neg)                                                   \
				want_r = -want_r;                                           \
			feclearexcept(FE_ALL_EXCEPT);                                       \
			T got = rint##SUF(x);                                               \
			int inex = fetestexcept(FE_INEXACT);                                \
			if (!(got == want_r && signbit(got) == signbit(x)) || !!inex != (got != x)) \
				fail_at(__LINE__, "rint" #SUF, bits);                       \
			feclearexcept(FE_ALL_EXCEPT);                                       \
			got = nearbyint##SUF(x);                                            \
			if (!(got == want_r && signbit(got) == signbit(x)) || fetestexcept(FE_INEXACT)) \
				fail_at(__LINE__, "nearbyint" #SUF, bits);                  \
			if (fabsl(want_r) < 0x1p62L) {                                      \
				if (lrint##SUF(x) != (long)want_r || llrint##SUF(x) != (long long)want_r) \
					fail_at(__LINE__, "lrint" #SUF, bits);              \
			}                                                                   \
		}                                                                           \
		fesetround(FE_TONEAREST);                                                   \
		static const int rules[4] = { FLOOR, CEIL, TRUNC, ROUND };                  \
		T (*const fns[4])(T) = { floor##SUF, ceil##SUF, trunc##SUF, round##SUF };   \
		for (int ri = 0; ri < 4; ri++) {                                           \
			T want = k > 0 ? (T)ref_round(m, k, neg, rules[ri]) : x;           \
			if (k > 0 && neg)                                                   \
				want = -want;                                               \
			feclearexcept(FE_ALL_EXCEPT);                                       \
			T got = fns[ri](x);                                                 \
			if (!(got == want && signbit(got) == signbit(x)) ||                 \
			    fetestexcept(FE_ALL_EXCEPT))                                    \
				fail_at(__LINE__, "floor/ceil/trunc/round" #SUF, bits);     \
			if (ri == ROUND && fabsl(want) < 0x1p62L &&                         \
			    (lround##SUF(x) != (long)want || llround##SUF(x) != (long long)want)) \
				fail_at(__LINE__, "lround" #SUF, bits);                     \
			if (ri == TRUNC) {                                                  \
				T ip, fp = modf##SUF(x, &ip);                               \
				if (!(ip == want && signbit(ip) == signbit(x) &&            \
				      fp == x - want && signbit(fp) == signbit(x)))         \
					fail_at(__LINE__, "modf" #SUF, bits);               \
			}                                                                   \
		}                                                                           \
	} while (0)

int main(void)
{
	for (int i = 0; i < 60000; i++) {
		uint64_t r = next();
		/* exponent: mostly within 2^-3 .. 2^66, sometimes anywhere */
		int near = (r & 7) != 0;
		uint64_t u = next();
		if (near)
			u = (u & 0x800fffffffffffffull) | (uint64_t)(0x3ff - 3 + (r >> 8) % 60) << 52;
		if ((u >> 52 & 0x7ff) == 0x7ff)
			u &= ~(1ull << 62);
		double x;
		memcpy(&x, &u, 8);
		int be = u >> 52 & 0x7ff, neg = u >> 63;
		uint64_t m = (u & ((1ull << 52) - 1)) | (be ? 1ull << 52 : 0);
		int k = (be ? 1075 - be : 1074);
		CHECK_TYPE(double, , x, m, k, neg, u);

		uint32_t uf = (uint32_t)(next() >> 32);
		if (near)
			uf = (uf & 0x807fffffu) | (uint32_t)(0x7f - 3 + (r >> 8) % 30) << 23;
		if ((uf >> 23 & 0xff) == 0xff)
			uf &= ~(1u << 30);
		float xf;
		memcpy(&xf, &uf, 4);
		be = uf >> 23 & 0xff;
		neg = uf >> 31;
		m = (uf & ((1u << 23) - 1)) | (be ? 1u << 23 : 0);
		k = be ? 150 - be : 149;
		CHECK_TYPE(float, f, xf, m, k, neg, uf);

#if LDBL_MANT_DIG == 64
		/* long double: explicit integer bit, set for normal numbers */
		uint64_t ml = next();
		int se = (int)(next() & 0xffff);
		if (near)
			se = (se & 0x8000) | (16383 - 3 + (int)((r >> 8) % 70));
		if ((se & 0x7fff) == 0x7fff)
			se &= ~0x4000;
		if (se & 0x7fff)
			ml |= 1ull << 63;
		else
			ml &= ~(1ull << 63);
		long double xl = 0;
		memcpy(&xl, &ml, 8);
		unsigned short sev = (unsigned short)se;
		memcpy((char *)&xl + 8, &sev, 2);
		be = se & 0x7fff;
		neg = se >> 15 & 1;
		k = be ? 16383 + 63 - be : 16382 + 63;
		CHECK_TYPE(long double, l, xl, ml, k, neg, ml ^ (uint64_t)se << 48);
#else
		/* binary128: 64-bit significands (held exactly) at any scale
		   that keeps them normal */
		uint64_t ml = next() | 1ull << 63;
		k = near ? 63 + 3 - (int)((r >> 8) % 70) : (int)(next() % 32446) - 16000;
		long double xl = ldexpl((long double)ml, -k);
		neg = (int)(next() & 1);
		if (neg)
			xl = -xl;
		CHECK_TYPE(long double, l, xl, ml, k, neg, ml ^ (uint64_t)(k & 0xffff) << 48);
#endif
	}

	/* special values */
	volatile double inf = INFINITY, qnan = NAN;
	CHECK(floor(-inf) == -inf && ceil(inf) == inf && trunc(-inf) == -inf && round(inf) == inf);
	CHECK(isnan(floor(qnan)) && isnan(rintf(NAN)) && isnan(roundl(NAN)) && isnan(nearbyint(qnan)));
	CHECK(signbit(ceil(-0.5)) && signbit(round(-0.25)) && signbit(trunc(-0.75)) && signbit(rint(-0.25)));
	CHECK(signbit(ceill(-0.5L)) && signbit(roundf(-0.25f)) && signbit(floor(-0.0)));
	CHECK(floor(-0x1p-1074) == -1.0 && ceil(0x1p-1074) == 1.0 && floorl(-0x1p-16445L) == -1.0L);
	CHECK(round(0.49999999999999994) == 0.0 && roundl(0.5L) == 1.0L && roundf(-0.5f) == -1.0f);
	CHECK(round(4503599627370495.5) == 4503599627370496.0);
	CHECK(floorl(-0xf.fffffffffffffffp+59L) == -0x1p63L && roundl(0xf.fffffffffffffffp+59L) == 0x1p63L);
	double ip;
	CHECK(modf(-inf, &ip) == 0 && signbit(modf(-inf, &ip)) && ip == -inf);
	CHECK(isnan(modf(qnan, &ip)) && isnan(ip));

	/* out of range and NaN: invalid, and the value glibc gives */
	static const double out[] = { 0x1p63, -0x1p63 - 2048, 1e300, -INFINITY, INFINITY, NAN };
	for (size_t i = 0; i < sizeof out / sizeof *out; i++) {
		volatile double x = out[i];
		feclearexcept(FE_ALL_EXCEPT);
		CHECK_EQ(lround(x), LONG_MIN);
		CHECK(fetestexcept(FE_INVALID));
		feclearexcept(FE_ALL_EXCEPT);
		CHECK_EQ(llrint(x), LLONG_MIN);
		CHECK(fetestexcept(FE_INVALID));
		feclearexcept(FE_ALL_EXCEPT);
		CHECK_EQ(lrintl(x), LONG_MIN);
		CHECK(fetestexcept(FE_INVALID));
		feclearexcept(FE_ALL_EXCEPT);
		CHECK_EQ(llroundl(x), LLONG_MIN);
		CHECK(fetestexcept(FE_INVALID));
		if (i == 1)     /* -2^63 - 2048 is -2^63 in float */
			continue;
		feclearexcept(FE_ALL_EXCEPT);
		CHECK_EQ(lroundf((float)x), LONG_MIN);
		CHECK(fetestexcept(FE_INVALID));
	}
	/* the most negative value itself is in range */
	feclearexcept(FE_ALL_EXCEPT);
	CHECK_EQ(lround(-0x1p63), LONG_MIN);
	CHECK_EQ(llrintl(-0x1p63L - 0.25L), LLONG_MIN);
	CHECK_EQ(fetestexcept(FE_INVALID), 0);
	return 0;
}
