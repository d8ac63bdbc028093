// test: cflags -fno-builtin -Wl,--no-as-needed -lm
/* Special values and errno of the trigonometric and hyperbolic families
   and cbrt/hypot (C Annex F, math_errhandling with MATH_ERRNO): signed
   zeros kept, EDOM for sin(inf), acos(2), atanh(2)..., ERANGE for the
   atanh(+-1) poles and for overflow, nothing for a NaN argument. */
#define _GNU_SOURCE
#include <errno.h>
#include <float.h>
#include "math_ulp.h"

static int fails;

static void same(const char *what, double got, double want, int err, int got_err)
{
	int ok = (isnan(want) && isnan(got)) || (got == want && signbit(got) == signbit(want));
	if (!ok || got_err != err) {
		printf("FAIL %s: got %a errno %d, want %a errno %d\n", what, got, got_err, want, err);
		fails++;
	}
}

/* within an ulp of want (for pi/2 and friends) */
static void near(const char *what, double got, double want)
{
	if (!(__builtin_fabs(got - want) <= __builtin_fabs(want) * 0x1p-52)) {
		printf("FAIL %s: got %a, want %a\n", what, got, want);
		fails++;
	}
}

#define T(expr, want, err) do { errno = 0; double g_ = (expr); int e_ = errno; \
	same(#expr, g_, want, err, e_); } while (0)
#define TF(expr, want, err) do { errno = 0; float g_ = (expr); int e_ = errno; \
	same(#expr, g_, want, err, e_); } while (0)
#define N(expr, want) near(#expr, (expr), want)

int main(void)
{
	double inf = INFINITY, nan_ = NAN;
	const double pi = 0x1.921fb54442d18p+1, pio2 = 0x1.921fb54442d18p+0;

	T(sin(0.0), 0.0, 0);
	T(sin(-0.0), -0.0, 0);
	T(sin(inf), nan_, EDOM);
	T(sin(-inf), nan_, EDOM);
	T(sin(nan_), nan_, 0);
	T(sin(0x1p-1074), 0x1p-1074, 0);
	T(cos(0.0), 1, 0);
	T(cos(-0.0), 1, 0);
	T(cos(inf), nan_, EDOM);
	T(cos(nan_), nan_, 0);
	T(tan(-0.0), -0.0, 0);
	T(tan(inf), nan_, EDOM);
	TF(sinf(-0.0f), -0.0f, 0);
	TF(sinf(INFINITY), NAN, EDOM);
	TF(cosf(INFINITY), NAN, EDOM);
	TF(tanf(-INFINITY), NAN, EDOM);
	{
		double s = 5, c = 5;
		errno = 0;
		sincos(-0.0, &s, &c);
		same("sincos(-0) sin", s, -0.0, 0, errno);
		same("sincos(-0) cos", c, 1.0, 0, errno);
		sincos(inf, &s, &c);
		same("sincos(inf) sin", s, nan_, EDOM, errno);
		same("sincos(inf) cos", c, nan_, EDOM, errno);
	}
	/* results that must be right even for huge arguments */
	N(sin(1e22), -0x1.b453ab76bf397p-1);
	N(cos(1e22), 0x1.0be2cef01c8f4p-1);
	N(sin(DBL_MAX), 0x1.452fc98b34e97p-8);
	N(cos(DBL_MAX), -0x1.fffe62ecfab75p-1);

	T(asin(0.0), 0.0, 0);
	T(asin(-0.0), -0.0, 0);
	T(asin(2), nan_, EDOM);
	T(asin(-1.0000000000000002), nan_, EDOM);
	T(asin(nan_), nan_, 0);
	N(asin(1), pio2);
	N(asin(-1), -pio2);
	T(acos(1), 0.0, 0);
	T(acos(2), nan_, EDOM);
	T(acos(-inf), nan_, EDOM);
	N(acos(-1), pi);
	N(acos(0), pio2);
	T(atan(-0.0), -0.0, 0);
	N(atan(inf), pio2);
	N(atan(-inf), -pio2);
	T(atan(nan_), nan_, 0);
	TF(asinf(2), NAN, EDOM);
	TF(acosf(-2), NAN, EDOM);

	T(atan2(0.0, 1), 0.0, 0);
	T(atan2(-0.0, 1), -0.0, 0);
	T(atan2(0.0, 0.0), 0.0, 0);
	T(atan2(-0.0, 0.0), -0.0, 0);
	N(atan2(0.0, -0.0), pi);
	N(atan2(-0.0, -0.0), -pi);
	N(atan2(0.0, -1), pi);
	N(atan2(-0.0, -1), -pi);
	N(atan2(1, 0.0), pio2);
	N(atan2(-1, -0.0), -pio2);
	N(atan2(inf, 5), pio2);
	N(atan2(-inf, -5), -pio2);
	N(atan2(inf, inf), pio2 / 2);
	N(atan2(inf, -inf), 3 * pio2 / 2);
	N(atan2(-inf, -inf), -3 * pio2 / 2);
	T(atan2(1, inf), 0.0, 0);
	T(atan2(-1, inf), -0.0, 0);
	N(atan2(1, -inf), pi);
	T(atan2(nan_, 1), nan_, 0);
	T(atan2(1, nan_), nan_, 0);
	N(atan2(1, 1), pio2 / 2);
	/* both huge, within 2^60 of each other (once gave a nan) */
	N(atan2(-0x1.d1bb3e25dc57dp+997, 0x1.e45b8a92981b7p+1023), -0x1.ec4f92c9e8abp-27);
	N(atan2(-0x1.c42d94e00a0ccp+973, -0x1.094954db7128dp+1023), -0x1.921fb54442d15p+1);

	T(sinh(-0.0), -0.0, 0);
	T(sinh(inf), inf, 0);
	T(sinh(-inf), -inf, 0);
	T(sinh(1000), inf, ERANGE);
	T(sinh(-1000), -inf, ERANGE);
	T(cosh(0.0), 1, 0);
	T(cosh(-inf), inf, 0);
	T(cosh(-1000), inf, ERANGE);
	T(tanh(-0.0), -0.0, 0);
	T(tanh(inf), 1, 0);
	T(tanh(-inf), -1, 0);
	T(tanh(nan_), nan_, 0);
	T(asinh(-0.0), -0.0, 0);
	T(asinh(-inf), -inf, 0);
	T(acosh(1), 0.0, 0);
	T(acosh(0.5), nan_, EDOM);
	T(acosh(-inf), nan_, EDOM);
	T(acosh(inf), inf, 0);
	T(atanh(-0.0), -0.0, 0);
	T(atanh(1), inf, ERANGE);
	T(atanh(-1), -inf, ERANGE);
	T(atanh(2), nan_, EDOM);
	T(atanh(nan_), nan_, 0);
	TF(sinhf(100), INFINITY, ERANGE);
	TF(coshf(-100), INFINITY, ERANGE);
	TF(atanhf(1), INFINITY, ERANGE);
	TF(acoshf(0), NAN, EDOM);

	T(cbrt(-0.0), -0.0, 0);
	T(cbrt(-inf), -inf, 0);
	T(cbrt(-8), -2, 0);
	T(cbrt(nan_), nan_, 0);
	TF(cbrtf(-27), -3, 0);
	T(hypot(3, 4), 5, 0);
	T(hypot(-0.0, -0.0), 0.0, 0);
	T(hypot(inf, nan_), inf, 0);
	T(hypot(nan_, -inf), inf, 0);
	T(hypot(nan_, 1), nan_, 0);
	T(hypot(DBL_MAX, DBL_MAX), inf, ERANGE);
	T(hypot(0x1p-1074, 0x1p-1074), 0x1p-1074, 0);
	TF(hypotf(3, 4), 5, 0);
	TF(hypotf(FLT_MAX, FLT_MAX), INFINITY, ERANGE);

	fflush(stdout);
	CHECK_EQ(fails, 0);
	return 0;
}
