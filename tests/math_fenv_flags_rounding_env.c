/* <fenv.h>: the exception flags raised by real double (SSE) and long
   double (x87) operations are seen, cleared, saved and restored; the
   rounding mode changes the results of both units; environments round
   trip, FE_DFL_ENV resets, feholdexcept/feupdateenv merge. */
// test: cflags -frounding-math -fno-builtin -Wl,--no-as-needed -lm
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stddef.h>
#include "check.h"

/* 1/3 in long double rounded down and up, and to nearest: x87's 64-bit
   significand ends in 1010... after its last digit (nearest is up),
   binary128's 113 bits end in 0101... (nearest is down). */
#if LDBL_MANT_DIG == 113
#define THIRD_L_LO 0x1.5555555555555555555555555555p-2L
#define THIRD_L_HI 0x1.5555555555555555555555555556p-2L
#define THIRD_L_NEAR THIRD_L_LO
#else
#define THIRD_L_LO 0xa.aaaaaaaaaaaaaaap-5L
#define THIRD_L_HI 0xa.aaaaaaaaaaaaaabp-5L
#define THIRD_L_NEAR THIRD_L_HI
#endif

static volatile double vzero = 0.0, vone = 1.0, vthree = 3.0, vbig = DBL_MAX, vtiny = DBL_MIN;
static double v(double x) { volatile double t = x; return t; }
static float vf(float x) { volatile float t = x; return t; }
static long double vl(long double x) { volatile long double t = x; return t; }
static volatile long double lone = 1.0L, lthree = 3.0L, lzero = 0.0L;

int main(void)
{
	/* glibc's values and layout on each arch */
#if defined(__x86_64__)
	CHECK_EQ(FE_INVALID, 1);
	CHECK_EQ(FE_DIVBYZERO, 4);
	CHECK_EQ(FE_OVERFLOW, 8);
	CHECK_EQ(FE_UNDERFLOW, 0x10);
	CHECK_EQ(FE_INEXACT, 0x20);
	CHECK_EQ(FE_ALL_EXCEPT, 0x3d);
	CHECK_EQ(FE_TONEAREST, 0);
	CHECK_EQ(FE_DOWNWARD, 0x400);
	CHECK_EQ(FE_UPWARD, 0x800);
	CHECK_EQ(FE_TOWARDZERO, 0xc00);
	CHECK_EQ(sizeof(fenv_t), 32);
	CHECK_EQ(sizeof(fexcept_t), 2);
#elif defined(__aarch64__)
	CHECK_EQ(FE_INVALID, 1);
	CHECK_EQ(FE_DIVBYZERO, 2);
	CHECK_EQ(FE_OVERFLOW, 4);
	CHECK_EQ(FE_UNDERFLOW, 8);
	CHECK_EQ(FE_INEXACT, 0x10);
	CHECK_EQ(FE_ALL_EXCEPT, 0x1f);
	CHECK_EQ(FE_TONEAREST, 0);
	CHECK_EQ(FE_UPWARD, 0x400000);
	CHECK_EQ(FE_DOWNWARD, 0x800000);
	CHECK_EQ(FE_TOWARDZERO, 0xc00000);
	CHECK_EQ(sizeof(fenv_t), 8);
	CHECK_EQ(sizeof(fexcept_t), 4);
#elif defined(__riscv)
	CHECK_EQ(FE_INEXACT, 1);
	CHECK_EQ(FE_UNDERFLOW, 2);
	CHECK_EQ(FE_OVERFLOW, 4);
	CHECK_EQ(FE_DIVBYZERO, 8);
	CHECK_EQ(FE_INVALID, 0x10);
	CHECK_EQ(FE_ALL_EXCEPT, 0x1f);
	CHECK_EQ(FE_TONEAREST, 0);
	CHECK_EQ(FE_TOWARDZERO, 1);
	CHECK_EQ(FE_DOWNWARD, 2);
	CHECK_EQ(FE_UPWARD, 3);
	CHECK_EQ(sizeof(fenv_t), 4);
	CHECK_EQ(sizeof(fexcept_t), 4);
#endif

	CHECK_EQ(feclearexcept(FE_ALL_EXCEPT), 0);
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), 0);

	/* raised by SSE arithmetic */
	volatile double r = vone / vzero;
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_DIVBYZERO);
	r = vzero / vzero;
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_DIVBYZERO | FE_INVALID);
	CHECK_EQ(feclearexcept(FE_DIVBYZERO), 0);
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INVALID);
	feclearexcept(FE_ALL_EXCEPT);
	r = vbig * 2;
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_OVERFLOW | FE_INEXACT);
	feclearexcept(FE_ALL_EXCEPT);
	r = vtiny / 3;
	CHECK_EQ(fetestexcept(FE_UNDERFLOW | FE_INEXACT), FE_UNDERFLOW | FE_INEXACT);
	feclearexcept(FE_ALL_EXCEPT);
	(void)r;

	/* raised by x87 arithmetic, cleared in both units */
	volatile long double lr = lone / lthree;
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INEXACT);
	lr = lone / lzero;
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INEXACT | FE_DIVBYZERO);
	r = vone / vthree;
	CHECK_EQ(feclearexcept(FE_INEXACT), 0);
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_DIVBYZERO);
	CHECK_EQ(feclearexcept(FE_ALL_EXCEPT), 0);
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), 0);
	(void)lr;

	/* feraiseexcept: exactly the flags asked for (no inexact with
	   overflow), bits outside FE_ALL_EXCEPT ignored */
	CHECK_EQ(feraiseexcept(FE_OVERFLOW | FE_UNDERFLOW), 0);
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_OVERFLOW | FE_UNDERFLOW);
	CHECK_EQ(fetestexcept(FE_OVERFLOW), FE_OVERFLOW);
	feclearexcept(FE_ALL_EXCEPT);

	/* fegetexceptflag / fesetexceptflag: saved state restored, other
	   flags left alone, nothing raised by the restore */
	r = vone / vzero;
	lr = lone / lthree;
	fexcept_t saved;
	CHECK_EQ(fegetexceptflag(&saved, FE_DIVBYZERO | FE_INEXACT | FE_INVALID), 0);
	feclearexcept(FE_ALL_EXCEPT);
	r = vzero / vzero;
	CHECK_EQ(fesetexceptflag(&saved, FE_DIVBYZERO | FE_INEXACT), 0);
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_DIVBYZERO | FE_INEXACT | FE_INVALID);
	CHECK_EQ(fesetexceptflag(&saved, FE_INVALID), 0);
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_DIVBYZERO | FE_INEXACT);
	feclearexcept(FE_ALL_EXCEPT);

	/* rounding: both units follow fesetround */
	CHECK_EQ(fegetround(), FE_TONEAREST);
	static const int modes[] = { FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO, FE_TONEAREST };
	static const double third_lo = 0x1.5555555555555p-2, third_hi = 0x1.5555555555556p-2;
	for (size_t i = 0; i < 4; i++) {
		CHECK_EQ(fesetround(modes[i]), 0);
		CHECK_EQ(fegetround(), modes[i]);
		double q = vone / vthree;
		long double lq = lone / lthree;
		double nq = -vone / vthree;
		switch (modes[i]) {
		case FE_DOWNWARD:
			CHECK(q == third_lo && nq == -third_hi);
			CHECK(lq == THIRD_L_LO);
			CHECK(rint(v(2.5)) == 2.0 && rint(v(-2.5)) == -3.0 && rintl(vl(2.5L)) == 2.0L);
			CHECK_EQ(lrint(v(-0.5)), -1);
			break;
		case FE_UPWARD:
			CHECK(q == third_hi && nq == -third_lo);
			CHECK(lq == THIRD_L_HI);
			CHECK(rint(v(2.25)) == 3.0 && rintl(vl(2.25L)) == 3.0L && rintf(vf(-2.5f)) == -2.0f);
			CHECK_EQ(llrintl(vl(0.25L)), 1);
			break;
		case FE_TOWARDZERO:
			CHECK(q == third_lo && nq == -third_lo);
			CHECK(lq == THIRD_L_LO);
			CHECK(rint(v(2.75)) == 2.0 && rint(v(-2.75)) == -2.0 && rintl(vl(-2.75L)) == -2.0L);
			break;
		default:
			CHECK(q == third_lo && nq == -third_lo);
			CHECK(lq == THIRD_L_NEAR);
			CHECK(rint(v(2.5)) == 2.0 && rint(v(3.5)) == 4.0 && rintl(vl(2.5L)) == 2.0L);
			break;
		}
	}
	/* a bad mode fails and changes nothing */
	CHECK(fesetround(0x400 | 1) != 0);
	CHECK(fesetround(-1) != 0);
	CHECK_EQ(fegetround(), FE_TONEAREST);

	/* fegetenv / fesetenv round trip, FE_DFL_ENV */
	fenv_t env;
	fesetround(FE_UPWARD);
	feclearexcept(FE_ALL_EXCEPT);
	r = vone / vzero;
	CHECK_EQ(fegetenv(&env), 0);
	fesetround(FE_DOWNWARD);
	feclearexcept(FE_ALL_EXCEPT);
	r = vzero / vzero;
	CHECK_EQ(fesetenv(&env), 0);
	CHECK_EQ(fegetround(), FE_UPWARD);
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_DIVBYZERO);
	CHECK(lone / lthree == THIRD_L_HI);
	CHECK_EQ(fesetenv(FE_DFL_ENV), 0);
	CHECK_EQ(fegetround(), FE_TONEAREST);
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), 0);
	CHECK(lone / lthree == THIRD_L_NEAR);
	CHECK(vone / vthree == third_lo);

	/* feholdexcept clears and saves; feupdateenv restores and re-raises */
	fesetround(FE_TOWARDZERO);
	feclearexcept(FE_ALL_EXCEPT);
	r = vone / vzero;
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_DIVBYZERO);
	CHECK_EQ(feholdexcept(&env), 0);
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), 0);
	CHECK_EQ(fegetround(), FE_TOWARDZERO);
	r = vzero / vzero;
	lr = lone / lthree;
	CHECK_EQ(feupdateenv(&env), 0);
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_DIVBYZERO | FE_INVALID | FE_INEXACT);
	CHECK_EQ(fegetround(), FE_TOWARDZERO);
	fesetenv(FE_DFL_ENV);

	/* nearbyint never raises inexact, rint does, and neither clears it */
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(nearbyint(v(2.5)) == 2.0 && nearbyintf(vf(3.5f)) == 4.0f && nearbyintl(vl(-2.5L)) == -2.0L);
	CHECK_EQ(fetestexcept(FE_INEXACT), 0);
	CHECK(rint(v(2.5)) == 2.0);
	CHECK_EQ(fetestexcept(FE_INEXACT), FE_INEXACT);
	CHECK(nearbyint(v(2.5)) == 2.0);
	CHECK_EQ(fetestexcept(FE_INEXACT), FE_INEXACT);
	feclearexcept(FE_ALL_EXCEPT);
	fesetround(FE_UPWARD);
	CHECK(nearbyint(v(2.25)) == 3.0 && nearbyintl(vl(2.25L)) == 3.0L && nearbyintf(vf(-2.5f)) == -2.0f);
	CHECK_EQ(fetestexcept(FE_INEXACT), 0);
	fesetround(FE_TONEAREST);
	return 0;
}
