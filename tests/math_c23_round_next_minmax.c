/* C23 <math.h>: roundeven rounds ties to even without inexact;
   nextup/nextdown step quietly across zero, binades and infinity;
   fmaximum/fminimum and their _num, _mag, _mag_num kin and fmaxmag/
   fminmag order -0 below +0 and treat NaN as each defines; llogb
   widens ilogb with FP_LLOGB0/FP_LLOGBNAN. */
// test: cflags -D_GNU_SOURCE -frounding-math -fno-builtin -Wl,--no-as-needed -lm
#include <fenv.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <string.h>
#include "check.h"

static volatile double vnan;

/* Same value and sign (a NaN matches a NaN). */
#define SAME(a, b) ((isnan(a) && isnan((__typeof__(a))(b))) || \
	((a) == (b) && !signbit(a) == !signbit((__typeof__(a))(b))))
#define CHECK_SAME(a, b) CHECK(SAME(a, b))

#define MINMAX(T, s) do { \
	T n = (T)vnan, pz = 0, mz = -(T)0; \
	CHECK_SAME(fmaximum##s(1, 2), 2); \
	CHECK_SAME(fminimum##s(1, 2), 1); \
	CHECK_SAME(fmaximum##s(mz, pz), pz); \
	CHECK_SAME(fmaximum##s(pz, mz), pz); \
	CHECK_SAME(fminimum##s(pz, mz), mz); \
	CHECK_SAME(fminimum##s(mz, pz), mz); \
	CHECK(isnan(fmaximum##s(n, 1))); \
	CHECK(isnan(fminimum##s(1, n))); \
	CHECK_SAME(fmaximum_num##s(n, 1), 1); \
	CHECK_SAME(fminimum_num##s(1, n), 1); \
	CHECK_SAME(fminimum_num##s(mz, pz), mz); \
	CHECK(isnan(fmaximum_num##s(n, n))); \
	CHECK_SAME(fmaximum_mag##s(-3, 2), -3); \
	CHECK_SAME(fminimum_mag##s(-3, 2), 2); \
	CHECK_SAME(fmaximum_mag##s(-2, 2), 2); \
	CHECK_SAME(fminimum_mag##s(-2, 2), -2); \
	CHECK(isnan(fmaximum_mag##s(n, 2))); \
	CHECK(isnan(fminimum_mag##s(2, n))); \
	CHECK_SAME(fmaximum_mag_num##s(n, -2), -2); \
	CHECK_SAME(fminimum_mag_num##s(-5, n), -5); \
	CHECK_SAME(fmaximum_mag_num##s(-5, 4), -5); \
	CHECK_SAME(fminimum_mag_num##s(-5, 4), 4); \
	CHECK_SAME(fminimum_mag_num##s(pz, mz), mz); \
	CHECK_SAME(fmaxmag##s(-5, 4), -5); \
	CHECK_SAME(fminmag##s(-5, 4), 4); \
	CHECK_SAME(fmaxmag##s(-4, 4), 4); \
	CHECK_SAME(fminmag##s(-4, 4), -4); \
	CHECK_SAME(fmaxmag##s(n, -4), -4); \
	CHECK_SAME(fminmag##s(-4, n), -4); \
} while (0)

#define ROUNDEVEN(T, s) do { \
	/* the arguments converted first: that may be inexact */ \
	volatile T a[] = { 2.5, 3.5, -2.5, 2.500001, -0.5, 0.5, -0.75, 1e30, -INFINITY, vnan, -1.5 }; \
	feclearexcept(FE_ALL_EXCEPT); \
	CHECK_SAME(roundeven##s(a[0]), 2); \
	CHECK_SAME(roundeven##s(a[1]), 4); \
	CHECK_SAME(roundeven##s(a[2]), -2); \
	CHECK_SAME(roundeven##s(a[3]), 3); \
	CHECK_SAME(roundeven##s(a[4]), -(T)0); \
	CHECK_SAME(roundeven##s(a[5]), 0); \
	CHECK_SAME(roundeven##s(a[6]), -1); \
	CHECK_SAME(roundeven##s(a[7]), a[7]); \
	CHECK_SAME(roundeven##s(a[8]), a[8]); \
	CHECK(isnan(roundeven##s(a[9]))); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), 0); \
	fesetround(FE_UPWARD); \
	CHECK_SAME(roundeven##s(a[0]), 2); \
	CHECK_SAME(roundeven##s(a[10]), -2); \
	fesetround(FE_TONEAREST); \
} while (0)

#define NEXT(T, s, MAX, TRUE_MIN, EPS) do { \
	feclearexcept(FE_ALL_EXCEPT); \
	CHECK_SAME(nextup##s((T)1), 1 + EPS); \
	CHECK_SAME(nextdown##s((T)1), 1 - EPS / 2); \
	CHECK_SAME(nextup##s((T)0), TRUE_MIN); \
	CHECK_SAME(nextup##s(-(T)0), TRUE_MIN); \
	CHECK_SAME(nextdown##s((T)0), -TRUE_MIN); \
	CHECK_SAME(nextup##s(-TRUE_MIN), -(T)0); \
	CHECK_SAME(nextdown##s(TRUE_MIN), 0); \
	CHECK_SAME(nextup##s(MAX), (T)INFINITY); \
	CHECK_SAME(nextup##s((T)INFINITY), (T)INFINITY); \
	CHECK_SAME(nextup##s(-(T)INFINITY), -MAX); \
	CHECK_SAME(nextdown##s(-MAX), -(T)INFINITY); \
	CHECK_SAME(nextdown##s(-(T)INFINITY), -(T)INFINITY); \
	CHECK_SAME(nextup##s(-(T)1), -1 + EPS / 2); \
	CHECK_SAME(nextup##s((T)2 - EPS), 2); \
	CHECK(isnan(nextup##s((T)vnan))); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), 0); \
} while (0)

#define LLOGB(T, s) do { \
	CHECK_EQ(llogb##s((T)1), 0); \
	CHECK_EQ(llogb##s((T)-0x1p-3), -3); \
	CHECK_EQ(llogb##s((T)1e30), 99); \
	feclearexcept(FE_ALL_EXCEPT); \
	CHECK_EQ(llogb##s((T)0), FP_LLOGB0); \
	CHECK(fetestexcept(FE_INVALID)); \
	CHECK_EQ(llogb##s((T)vnan), FP_LLOGBNAN); \
	CHECK_EQ(llogb##s((T)INFINITY), LONG_MAX); \
} while (0)

int main(void)
{
	vnan = NAN;
	MINMAX(double, );
	MINMAX(float, f);
	MINMAX(long double, l);
	ROUNDEVEN(double, );
	ROUNDEVEN(float, f);
	ROUNDEVEN(long double, l);
	CHECK_SAME(roundeven(0x1.fffffffffffffp51), 0x1p52);
	CHECK_SAME(roundeven(0x1.ffffffffffffep51), 0x1.ffffffffffffep51);
	CHECK_SAME(roundeven(4503599627370497.0), 4503599627370497.0);
	NEXT(double, , DBL_MAX, 0x1p-1074, DBL_EPSILON);
	NEXT(float, f, FLT_MAX, 0x1p-149f, FLT_EPSILON);
#if LDBL_MANT_DIG == 64
	NEXT(long double, l, LDBL_MAX, 0x1p-16445L, LDBL_EPSILON);
#else
	NEXT(long double, l, LDBL_MAX, 0x1p-16494L, LDBL_EPSILON);
#endif
	/* across the subnormal boundary and a binade */
	CHECK_SAME(nextup(0x1p-1022 - 0x1p-1074), 0x1p-1022);
	CHECK_SAME(nextdown(0x1p-1022), 0x1p-1022 - 0x1p-1074);
	CHECK_SAME(nextupl(LDBL_MIN - LDBL_TRUE_MIN), LDBL_MIN);
	CHECK_SAME(nextdownl(LDBL_MIN), LDBL_MIN - LDBL_TRUE_MIN);
	CHECK_SAME(nextdownl(2.0L), 2.0L - LDBL_EPSILON);
	LLOGB(double, );
	LLOGB(float, f);
	LLOGB(long double, l);
	CHECK_EQ(llogb(0x1p-1074), -1074);
	return 0;
}
