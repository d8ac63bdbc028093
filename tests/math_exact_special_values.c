/* The remaining exact functions in double, float and long double:
   frexp/ldexp/scalbn/scalbln round trips and one rounding into the
   subnormals, ilogb/logb, nextafter/nexttoward against the neighbouring
   encodings, nan payloads, fdim/fmax/fmin/copysign/fabs, sqrt; with the
   Annex F special values, exceptions and errno. */
// test: cflags -frounding-math -fno-builtin -Wl,--no-as-needed -lm
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "check.h"

static uint64_t rng = 0x853c49e6748fea9bull;
static uint64_t next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static uint64_t du(double x) { uint64_t u; memcpy(&u, &x, 8); return u; }
static double d(uint64_t u) { double x; memcpy(&x, &u, 8); return x; }
static uint32_t fu(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }

#define CHECK_EXC(stmt, exc) do { feclearexcept(FE_ALL_EXCEPT); stmt; \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT) & (FE_ALL_EXCEPT & ~FE_INEXACT), (exc) & ~FE_INEXACT); } while (0)

int main(void)
{
	volatile double zero = 0.0, inf = INFINITY, qnan = NAN;
	int e;

	/* frexp / ldexp round trip on random finite values */
	for (int i = 0; i < 100000; i++) {
		uint64_t u = next();
		if ((u >> 52 & 0x7ff) == 0x7ff)
			continue;
		double x = d(u);
		double m = frexp(x, &e);
		if (x == 0) {
			CHECK(m == 0 && e == 0 && signbit(m) == signbit(x));
			continue;
		}
		CHECK(fabs(m) >= 0.5 && fabs(m) < 1 && signbit(m) == signbit(x));
		CHECK(ldexp(m, e) == x);
		CHECK(scalbn(x, -e) == m && scalbln(m, e) == x);
		CHECK_EQ(ilogb(x), e - 1);
		CHECK(logb(x) == e - 1);
		/* nextafter moves by one encoding */
		double up = nextafter(x, inf), down = nextafter(x, -inf);
		CHECK_EQ(du(up), x > 0 ? u + 1 : u - 1);
		if (!(x < 0 && u == 0x8000000000000001ull) && !(x > 0 && u == 1))
			CHECK_EQ(du(down), x > 0 ? u - 1 : u + 1);
		CHECK(nexttoward(x, (long double)x + (long double)x * 0x1p-60L) == (x > 0 ? up : down));

		float xf = (float)x;
		if (xf != 0 && isfinite(xf)) {
			float mf = frexpf(xf, &e);
			CHECK(fabsf(mf) >= 0.5f && fabsf(mf) < 1 && ldexpf(mf, e) == xf && ilogbf(xf) == e - 1);
			CHECK_EQ(fu(nextafterf(xf, INFINITY)), xf > 0 ? fu(xf) + 1 : fu(xf) - 1);
		}
		long double xl = (long double)x * (long double)(next() | 1) * 0x1p-64L;
		if (xl != 0) {
			long double ml = frexpl(xl, &e);
			CHECK(fabsl(ml) >= 0.5L && fabsl(ml) < 1 && ldexpl(ml, e) == xl && ilogbl(xl) == e - 1);
			CHECK(logbl(xl) == e - 1);
			long double nl = nextafterl(xl, INFINITY);
			CHECK(nl > xl && nextafterl(nl, -INFINITY) == xl && nexttowardl(nl, xl) == xl);
		}
	}

	/* scalbn into the subnormals rounds once (ties to even), in every
	   mode, and overflows and underflows with the flags and ERANGE */
	CHECK(scalbn(0x1.8p-1022, -1) == 0x1.8p-1023);
	CHECK(scalbn(0x1.0000000000001p0, -1023) == 0x1p-1023);  /* half an ulp: to even */
	CHECK(scalbn(0x1.0000000000003p0, -1023) == 0x1p-1023 + 0x1p-1073);
	CHECK(scalbn(0x1.8p0, -1074) == 0x1p-1073);       /* 1.5 ulp: to even */
	CHECK(scalbn(0x1.4p0, -1074) == 0x1p-1074);
	CHECK(scalbn(0x1p1000, -2074) == 0x1p-1074 && scalbn(0x1.8p1000, -2075) == 0x1p-1074);
	CHECK(scalbn(0x1p-1074, 2097) == 0x1p1023);
	CHECK(scalbnf(0x1.8p0f, -149) == 0x1p-148f && scalbnf(1.0f, 127) == 0x1p127f);
	/* 1.5 times the smallest denormal of each format: to even */
	CHECK(scalbnl(0x1.8p0L, LDBL_MIN_EXP - LDBL_MANT_DIG) == 2 * LDBL_TRUE_MIN);
	CHECK(ldexpl(1.0L, 16383) == 0x1p16383L);
	fesetround(FE_UPWARD);
	CHECK(scalbn(0x1.0000000000001p0, -1074) == 0x1p-1073);
	CHECK(scalbn(0x1p-1000, -1000) == 0x1p-1074);
	fesetround(FE_TOWARDZERO);
	CHECK(scalbn(0x1.fffffffffffffp0, -1074) == 0x1p-1074);
	CHECK(scalbn(0x1p1000, 1000) == DBL_MAX);
	fesetround(FE_TONEAREST);
	errno = 0;
	CHECK_EXC(CHECK(scalbn(1.0, 5000) == inf), FE_OVERFLOW);
	CHECK_EQ(errno, ERANGE);
	errno = 0;
	CHECK_EXC(CHECK(scalbn(-1.0, INT_MIN) == 0 && signbit(scalbn(-1.0, INT_MIN))), FE_UNDERFLOW);
	CHECK_EQ(errno, ERANGE);
	errno = 0;
	CHECK(ldexpf(1.0f, 300) == INFINITY && errno == ERANGE);
	errno = 0;
	CHECK(scalblnl(1.0L, LONG_MAX) == INFINITY && errno == ERANGE);
	CHECK(scalbln(1.0, LONG_MIN) == 0 && scalblnf(-inf, LONG_MIN) == -inf);
	CHECK(scalbn(inf, -5) == inf && isnan(scalbn(qnan, 3)) && scalbn(-zero, 9) == 0);
	errno = 0;
	CHECK(scalbn(0.0, 5000) == 0 && scalbn(inf, -5000) == inf && errno == 0);

	/* frexp, ilogb, logb specials */
	e = 5;
	CHECK(frexp(inf, &e) == inf && e == 0);
	CHECK(isnan(frexpl(NAN, &e)) && e == 0);
	CHECK(frexpf(-0.0f, &e) == 0 && signbit(frexpf(-0.0f, &e)) && e == 0);
	CHECK(frexp(0x1p-1074, &e) == 0.5 && e == -1073);
	CHECK(frexpl(0x1p-16445L, &e) == 0.5L && e == -16444);
	CHECK_EQ(ilogb(0x1p-1074), -1074);
	CHECK_EQ(ilogbf(0x1p-149f), -149);
	CHECK_EQ(ilogbl(0x1p-16445L), -16445);
	CHECK(logb(0x1p-1074) == -1074 && logbf(0x1p-149f) == -149 && logbl(0x1p-16445L) == -16445);
	errno = 0;
	CHECK_EXC(CHECK_EQ(ilogb(zero), FP_ILOGB0), FE_INVALID);
	CHECK_EQ(errno, EDOM);
	errno = 0;
	CHECK_EXC(CHECK_EQ(ilogbf(INFINITY), INT_MAX), FE_INVALID);
	CHECK_EQ(errno, EDOM);
	errno = 0;
	CHECK_EXC(CHECK_EQ(ilogbl(NAN), FP_ILOGBNAN), FE_INVALID);
	CHECK_EQ(errno, EDOM);
	CHECK_EXC(CHECK(logb(-zero) == -inf), FE_DIVBYZERO);
	CHECK_EXC(CHECK(logbf(0.0f) == -INFINITY), FE_DIVBYZERO);
	CHECK_EXC(CHECK(logbl(0.0L) == -INFINITY), FE_DIVBYZERO);
	CHECK(logb(-inf) == inf && isnan(logbf(NAN)) && logbl(-INFINITY) == INFINITY);

	/* nextafter specials: zeros, NaN, the ends, flags */
	CHECK(nextafter(0.0, 1.0) == 0x1p-1074 && nextafter(-zero, -1.0) == -0x1p-1074);
	CHECK(nextafter(0.0, -zero) == 0 && signbit(nextafter(0.0, -zero)));
	CHECK(nextafterf(0.0f, -1.0f) == -0x1p-149f && nextafterl(0.0L, 1.0L) == LDBL_TRUE_MIN);
	CHECK(nextafter(0x1p-1074, -1.0) == 0);
	CHECK(isnan(nextafter(qnan, 1.0)) && isnan(nextafterl(1.0L, NAN)) && isnan(nexttowardf(1.0f, NAN)));
	CHECK(nextafter(1.0, 2.0) == 1 + DBL_EPSILON && nextafter(1.0, 0.0) == 1 - DBL_EPSILON / 2);
	CHECK(nextafterl(1.0L, 2.0L) == 1 + LDBL_EPSILON && nextafterl(1.0L, 0.0L) == 1 - LDBL_EPSILON / 2);
	CHECK(nextafterl(0x1p-16382L, 0.0L) == 0x1p-16382L - LDBL_TRUE_MIN);
	CHECK(nextafterl(0x1p-16382L - LDBL_TRUE_MIN, 1.0L) == 0x1p-16382L);
	CHECK(nextafterl(LDBL_MAX, 0.0L) < LDBL_MAX && nextafterl(-LDBL_MAX, 0.0L) > -LDBL_MAX);
	CHECK(nexttowardf(1.0f, 1.0L + 0x1p-60L) == 1 + FLT_EPSILON && nexttoward(1.0, 1.0L - 0x1p-60L) < 1.0);
	CHECK(nexttoward(-zero, 0.0L) == 0 && !signbit(nexttoward(-zero, 0.0L)));
	CHECK_EXC(CHECK(nextafter(DBL_MAX, inf) == inf), FE_OVERFLOW | FE_INEXACT);
	CHECK_EXC(CHECK(nextafterl(LDBL_MAX, INFINITY) == INFINITY), FE_OVERFLOW | FE_INEXACT);
	CHECK_EXC(CHECK(nextafterf(FLT_MIN, 0.0f) < FLT_MIN), FE_UNDERFLOW | FE_INEXACT);
	CHECK_EXC(CHECK(nextafter(0.0, 1.0) > 0), FE_UNDERFLOW | FE_INEXACT);
	CHECK_EXC(CHECK(nextafter(1.0, 2.0) > 1), 0);
	CHECK(nextafter(inf, 0.0) == DBL_MAX && nextafterf(-INFINITY, 0.0f) == -FLT_MAX);
	CHECK(nextafterl(INFINITY, 0.0L) == LDBL_MAX);

	/* nan payloads, as glibc */
	CHECK_EQ(du(nan("")), 0x7ff8000000000000ull);
	CHECK_EQ(du(nan("123")), 0x7ff800000000007bull);
	CHECK_EQ(du(nan("0x7f")), 0x7ff800000000007full);
	CHECK_EQ(du(nan("010")), 0x7ff8000000000008ull);
	CHECK_EQ(du(nan("12x")), 0x7ff8000000000000ull);
	CHECK_EQ(du(nan("-1")), 0x7ff8000000000000ull);
	CHECK_EQ(fu(nanf("5")), 0x7fc00005u);
	long double nl = nanl("5");
#if LDBL_MANT_DIG == 113
	/* binary128: quiet bit at the top of the fraction, payload below */
	uint64_t nw[2];
	memcpy(nw, &nl, 16);
	CHECK_EQ(nw[0], 5);
	CHECK_EQ(nw[1], 0x7fff800000000000ull);
#else
	uint64_t nm;
	unsigned short nse;
	memcpy(&nm, &nl, 8);
	memcpy(&nse, (char *)&nl + 8, 2);
	CHECK_EQ(nm, 0xc000000000000005ull);
	CHECK_EQ(nse, 0x7fff);
#endif

	/* fdim, fmax, fmin, copysign, fabs */
	CHECK(fdim(3.0, 1.0) == 2.0 && fdim(1.0, 3.0) == 0 && !signbit(fdim(-1.0, 3.0)));
	CHECK(fdimf(3.0f, 1.0f) == 2.0f && fdiml(1.0L, 3.0L) == 0);
	CHECK(isnan(fdim(qnan, 1.0)) && isnan(fdiml(1.0L, NAN)) && fdim(inf, inf) == 0);
	CHECK_EXC(CHECK(fdim(DBL_MAX, -DBL_MAX) == inf), FE_OVERFLOW | FE_INEXACT);
	CHECK(fmax(qnan, 1.0) == 1.0 && fmin(1.0, qnan) == 1.0 && isnan(fmax(qnan, qnan)));
	CHECK(fmaxf(NAN, -1.0f) == -1.0f && fminl(NAN, 2.0L) == 2.0L && fmaxl(-INFINITY, 1.0L) == 1.0L);
	CHECK(fmax(-1.0, 2.0) == 2.0 && fmin(-1.0, 2.0) == -1.0 && fminf(-inf, 0.0f) == -INFINITY);
	CHECK(fmaxl(3.0L, 2.0L) == 3.0L && fminf(3.0f, 2.0f) == 2.0f);
	/* (which zero fmax(-0, +0) gives is unspecified; glibc's varies) */
	CHECK(fmax(-zero, 0.0) == 0 && fmin(0.0, -zero) == 0);
	CHECK(signbit(copysign(1.0, -zero)) && copysign(-2.0, 1.0) == 2.0 && copysign(inf, -1.0) == -inf);
	CHECK(signbit(copysignf(1.0f, -0.0f)) && copysignl(-2.0L, 1.0L) == 2.0L);
	CHECK(signbit(copysign(NAN, -1.0)) && isnan(copysign(NAN, -1.0)));
	CHECK(fabs(-zero) == 0 && !signbit(fabs(-zero)) && fabsf(-3.0f) == 3.0f && fabsl(-inf) == INFINITY);
	CHECK(!signbit(fabs(-qnan)) && !signbit(fabsl(-(long double)qnan)));

	/* sqrt: exact squares, the rounding mode, -0, domain errors */
	CHECK(sqrt(0x1.0000000000001p0 * 0x1.0000000000001p0) == 0x1.0000000000001p0);
	CHECK(sqrtf(4.0f) == 2.0f && sqrtl(0x1p-16444L) == 0x1p-8222L && sqrt(0x1p-1074) == 0x1p-537);
	CHECK(sqrt(-zero) == 0 && signbit(sqrt(-zero)) && sqrt(inf) == inf && isnan(sqrtl(NAN)));
	fesetround(FE_UPWARD);
	volatile double two = 2.0;
	double up2 = sqrt(two);
	fesetround(FE_DOWNWARD);
	double down2 = sqrt(two);
	volatile long double ltwo = 2.0L;
	long double lup, ldown = sqrtl(ltwo);
	fesetround(FE_UPWARD);
	lup = sqrtl(ltwo);
	fesetround(FE_TONEAREST);
	CHECK(up2 == nextafter(down2, 3.0) && down2 == 0x1.6a09e667f3bccp0);
	CHECK(lup == nextafterl(ldown, 3.0L));
	errno = 0;
	CHECK_EXC(CHECK(isnan(sqrt(-1.0))), FE_INVALID);
	CHECK_EQ(errno, EDOM);
	errno = 0;
	CHECK_EXC(CHECK(isnan(sqrtf(-INFINITY))), FE_INVALID);
	CHECK_EQ(errno, EDOM);
	errno = 0;
	CHECK_EXC(CHECK(isnan(sqrtl(-1.0L))), FE_INVALID);
	CHECK_EQ(errno, EDOM);
	errno = 0;
	CHECK(isnan(sqrt(qnan)) && errno == 0);
	return 0;
}
