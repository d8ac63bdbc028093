/* fma, fmaf and fmal are correctly rounded in all four rounding modes, with the
   overflow, underflow and inexact flags of the one rounding, on random
   and hard operands (cancellation, subnormal and overflowing results,
   halfway cases, z far below x*y); the expected values come from exact
   integer arithmetic (tests/tools/gen_math_special.py).  Also the
   special cases of Annex F. */
// test: cflags -frounding-math -fno-builtin -Wl,--no-as-needed -lm
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "check.h"
#include "data/fma_cases.h"

static const int modes[4] = { FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO };

static double d(uint64_t u) { double x; memcpy(&x, &u, 8); return x; }
static uint64_t du(double x) { uint64_t u; memcpy(&u, &x, 8); return u; }
static float f(uint32_t u) { float x; memcpy(&x, &u, 4); return x; }
static uint32_t fu(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }

__attribute__((unused)) static long double ld(struct ld_bits b)
{
	long double x = 0;
	memcpy(&x, &b.m, 8);
	memcpy((char *)&x + 8, &b.se, 2);
	return x;
}

static int flags(void)
{
	int e = fetestexcept(FE_ALL_EXCEPT);
	return !!(e & FE_OVERFLOW) | !!(e & FE_UNDERFLOW) << 1 | !!(e & FE_INEXACT) << 2;
}

static void report(const char *fn, int i, int m, unsigned long long got, unsigned long long want,
		   int gf, int wf)
{
	t_puts(2, fn);
	t_puts(2, " case ");
	t_putnum(2, i);
	t_puts(2, " mode ");
	t_putnum(2, m);
	t_puts(2, ": got 0x");
	char buf[17];
	for (int k = 0; k < 16; k++)
		buf[k] = "0123456789abcdef"[got >> (60 - 4 * k) & 15];
	buf[16] = 0;
	t_puts(2, buf);
	t_puts(2, " want 0x");
	for (int k = 0; k < 16; k++)
		buf[k] = "0123456789abcdef"[want >> (60 - 4 * k) & 15];
	t_puts(2, buf);
	t_puts(2, " flags ");
	t_putnum(2, gf);
	t_puts(2, " want ");
	t_putnum(2, wf);
	t_puts(2, "\n");
}

int main(void)
{
	int bad = 0;
	for (int m = 0; m < 4; m++) {
		CHECK_EQ(fesetround(modes[m]), 0);
		for (size_t i = 0; i < sizeof fma_cases / sizeof *fma_cases; i++) {
			const uint64_t *c = fma_cases[i];
			feclearexcept(FE_ALL_EXCEPT);
			volatile double x = d(c[0]), y = d(c[1]), z = d(c[2]);
			uint64_t r = du(fma(x, y, z));
			int fl = flags();
			if (r != c[3 + 2 * m] || fl != (int)c[4 + 2 * m]) {
				if (bad++ < 10)
					report("fma", (int)i, m, r, c[3 + 2 * m], fl, (int)c[4 + 2 * m]);
			}
		}
		for (size_t i = 0; i < sizeof fmaf_cases / sizeof *fmaf_cases; i++) {
			const uint32_t *c = fmaf_cases[i];
			feclearexcept(FE_ALL_EXCEPT);
			volatile float x = f(c[0]), y = f(c[1]), z = f(c[2]);
			uint32_t r = fu(fmaf(x, y, z));
			int fl = flags();
			if (r != c[3 + 2 * m] || fl != (int)c[4 + 2 * m]) {
				if (bad++ < 10)
					report("fmaf", (int)i, m, r, c[3 + 2 * m], fl, (int)c[4 + 2 * m]);
			}
		}
	}
#if LDBL_MANT_DIG == 64
	/* the long double data is in the x87 format */
	for (int m = 0; m < 4; m++) {
		CHECK_EQ(fesetround(modes[m]), 0);
		for (size_t i = 0; i < sizeof fmal_cases / sizeof *fmal_cases; i++) {
			const struct ld_bits *v = fmal_cases[i].v;
			volatile long double x = ld(v[0]), y = ld(v[1]), z = ld(v[2]);
			feclearexcept(FE_ALL_EXCEPT);
			long double r = fmal(x, y, z);
			int fl = flags() & ~2;
			long double want = ld(v[3 + m]);
			if (memcmp(&r, &want, 10) || fl != fmal_cases[i].flags[m]) {
				uint64_t rm;
				memcpy(&rm, &r, 8);
				if (bad++ < 10)
					report("fmal", (int)i, m, rm, v[3 + m].m, fl, fmal_cases[i].flags[m]);
			}
		}
	}
#endif
	CHECK_EQ(bad, 0);
	fesetround(FE_TONEAREST);

	/* Annex F special cases */
	volatile double inf = INFINITY, zero = 0.0, big = 0x1p1000, one = 1.0;
	CHECK(fma(big, big, -inf) == -inf);
	CHECK(fma(-big, big, inf) == inf);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(fma(inf, zero, one)));
	CHECK(fetestexcept(FE_INVALID));
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(fma(inf, one, -inf)));
	CHECK(fetestexcept(FE_INVALID));
	CHECK(isnan(fma(NAN, one, one)));
	CHECK(isnan(fma(one, one, NAN)));
	CHECK(fma(one, inf, one) == inf);
	/* the sign of zero: exact cancellation is +0, -0 when rounding down */
	CHECK(!signbit(fma(one, one, -one)));
	fesetround(FE_DOWNWARD);
	CHECK(signbit(fma(one, one, -one)));
	fesetround(FE_TONEAREST);
	CHECK(signbit(fma(-zero, one, -zero)));
	CHECK(!signbit(fma(-zero, one, zero)));
	/* a product that underflows to zero keeps its sign beside a zero z */
	CHECK(signbit(fma(-0x1p-600, 0x1p-600, zero)));
	CHECK(fmaf(0x1p100f, 0x1p100f, -INFINITY) == -INFINITY);
	CHECK(fmal(0x1p16000L, 0x1p16000L, -INFINITY) == -INFINITY);
	CHECK(isnan(fmal(INFINITY, 0.0L, 1.0L)) && !signbit(fmal(1.0L, 1.0L, -1.0L)));
	CHECK(fmal(LDBL_TRUE_MIN, 0.5L, 0.0L) == 0 && fmal(LDBL_TRUE_MIN, 0x1.8p-1L, 0.0L) == LDBL_TRUE_MIN);
	/* one rounding: (1 + eps)^2 - (1 + 2 eps) is eps^2 exactly, where
	   x*y+z would give 0 */
	volatile long double u = 1 + LDBL_EPSILON, v = 1 + 2 * LDBL_EPSILON;
	CHECK(fmal(u, u, -v) == LDBL_EPSILON * LDBL_EPSILON);
	return 0;
}
