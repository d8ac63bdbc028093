// test: cflags -fno-builtin -Wl,--no-as-needed -lm
/* Special values and errno of the exp, log and pow families (C Annex F
   with math_errhandling including MATH_ERRNO): exact results where C
   asks for them, EDOM for domain errors, ERANGE for poles, overflow and
   underflow to zero, and nothing for a NaN argument. */
#define _GNU_SOURCE
#include <errno.h>
#include <float.h>
#include "math_ulp.h"

static int fails;

/* got must be want exactly (same bits, so the sign of zero counts; any
   NaN matches a NaN), and errno must be err afterwards. */
static void same(const char *what, double got, double want, int err, int got_err)
{
	int ok = (isnan(want) && isnan(got)) || (got == want && signbit(got) == signbit(want));
	if (!ok || got_err != err) {
		printf("FAIL %s: got %a errno %d, want %a errno %d\n", what, got, got_err, want, err);
		fails++;
	}
}

#define T(expr, want, err) do { errno = 0; double g_ = (expr); int e_ = errno; \
	same(#expr, g_, want, err, e_); } while (0)
#define TF(expr, want, err) do { errno = 0; float g_ = (expr); int e_ = errno; \
	same(#expr, g_, want, err, e_); } while (0)

int main(void)
{
	volatile double z = 0.0, one = 1.0;
	double inf = INFINITY, nan_ = NAN;

	T(exp(0.0), 1, 0);
	T(exp(-0.0), 1, 0);
	T(exp(inf), inf, 0);
	T(exp(-inf), 0, 0);
	T(exp(nan_), nan_, 0);
	T(exp(1000), inf, ERANGE);
	T(exp(-1000), 0, ERANGE);
	T(exp(709.7), exp(709.7), 0);
	T(exp2(1024), inf, ERANGE);
	T(exp2(-1075), 0, ERANGE);
	T(exp2(-1074), 0x1p-1074, 0);
	T(exp2(10), 1024, 0);
	T(exp2(-3), 0.125, 0);
	T(exp10(0), 1, 0);
	T(exp10(400), inf, ERANGE);
	T(exp10(-400), 0, ERANGE);
	T(expm1(0.0), 0.0, 0);
	T(expm1(-0.0), -0.0, 0);
	T(expm1(-inf), -1, 0);
	T(expm1(inf), inf, 0);
	T(expm1(1000), inf, ERANGE);
	T(expm1(-1000), -1, 0);
	TF(expf(0), 1, 0);
	TF(expf(100), inf, ERANGE);
	TF(expf(-200), 0, ERANGE);
	TF(expf(-INFINITY), 0, 0);
	TF(exp2f(128), inf, ERANGE);
	TF(exp2f(-150), 0, ERANGE);
	TF(exp2f(5), 32, 0);
	TF(exp10f(39), inf, ERANGE);
	TF(exp10f(2), 100, 0);
	TF(expm1f(100), inf, ERANGE);
	TF(expm1f(-0.0f), -0.0f, 0);

	T(log(1), 0, 0);
	T(log(0.0), -inf, ERANGE);
	T(log(-0.0), -inf, ERANGE);
	T(log(-1), nan_, EDOM);
	T(log(-inf), nan_, EDOM);
	T(log(inf), inf, 0);
	T(log(nan_), nan_, 0);
	T(log2(1), 0, 0);
	T(log2(0x1p-1074), -1074, 0);
	T(log2(0x1p1023), 1023, 0);
	T(log2(0.0), -inf, ERANGE);
	T(log2(-2), nan_, EDOM);
	T(log10(1), 0, 0);
	T(log10(1000), 3, 0);
	T(log10(1e-5), -5, 0);
	T(log10(0.0), -inf, ERANGE);
	T(log10(-1e-300), nan_, EDOM);
	T(log1p(0.0), 0.0, 0);
	T(log1p(-0.0), -0.0, 0);
	T(log1p(-1), -inf, ERANGE);
	T(log1p(-2), nan_, EDOM);
	T(log1p(inf), inf, 0);
	T(log1p(-inf), nan_, EDOM);
	TF(logf(1), 0, 0);
	TF(logf(0), -INFINITY, ERANGE);
	TF(logf(-1), NAN, EDOM);
	TF(log2f(8), 3, 0);
	TF(log10f(100), 2, 0);
	TF(log1pf(-1), -INFINITY, ERANGE);

	T(pow(nan_, 0.0), 1, 0);
	T(pow(inf, -0.0), 1, 0);
	T(pow(1, nan_), 1, 0);
	T(pow(1, inf), 1, 0);
	T(pow(-1, inf), 1, 0);
	T(pow(-1, -inf), 1, 0);
	T(pow(0.5, inf), 0, 0);
	T(pow(0.5, -inf), inf, 0);
	T(pow(2, inf), inf, 0);
	T(pow(2, -inf), 0, 0);
	T(pow(nan_, 1), nan_, 0);
	T(pow(2, nan_), nan_, 0);
	T(pow(-2, 0.5), nan_, EDOM);
	T(pow(0.0, -1), inf, ERANGE);
	T(pow(-0.0, -1), -inf, ERANGE);
	T(pow(-0.0, -2), inf, ERANGE);
	T(pow(-0.0, -0.5), inf, ERANGE);
	T(pow(-0.0, 3), -0.0, 0);
	T(pow(-0.0, 2), 0.0, 0);
	T(pow(0.0, 0.5), 0.0, 0);
	T(pow(-inf, 3), -inf, 0);
	T(pow(-inf, 2), inf, 0);
	T(pow(-inf, -3), -0.0, 0);
	T(pow(-inf, -2.5), 0.0, 0);
	T(pow(inf, -1), 0.0, 0);
	T(pow(inf, 0.1), inf, 0);
	T(pow(2, 10), 1024, 0);
	T(pow(-2, 3), -8, 0);
	T(pow(-2, -1), -0.5, 0);
	T(pow(4, 0.5), 2, 0);
	T(pow(10, 2), 100, 0);
	T(pow(2, 1024), inf, ERANGE);
	T(pow(-2, 1025), -inf, ERANGE);
	T(pow(2, -1075), 0, ERANGE);
	T(pow(-2, -1075), -0.0, ERANGE);
	T(pow(2, -1074), 0x1p-1074, 0);
	T(pow(1e300, 1e300), inf, ERANGE);
	T(pow(1e-300, 1e300), 0, ERANGE);
	T(pow(-1, 0x1p60), 1, 0);
	T(pow(-1, 0x1p60 + 0x1p8), 1, 0);
	T(pow(-1, 3), -1, 0);
	T(pow(0x1p-1074, 1), 0x1p-1074, 0);
	T(pow(one + 0x1p-52, 0x1p62), inf, ERANGE);
	T(pow(z, 1), 0.0, 0);
	TF(powf(2, 128), INFINITY, ERANGE);
	TF(powf(-2, 127), -0x1p127f, 0);
	TF(powf(2, -150), 0, ERANGE);
	TF(powf(-8, 1.0f / 3), NAN, EDOM);
	TF(powf(NAN, 0), 1, 0);

	fflush(stdout);
	CHECK_EQ(fails, 0);
	return 0;
}
