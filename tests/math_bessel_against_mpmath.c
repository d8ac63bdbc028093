/* j0, j1, jn, y0, y1, yn (and the float forms) against mpmath values
   (tests/data/bessel_cases.h): within a few ulp, or a tiny absolute
   error near the zeros, where every method only has absolute accuracy.
   Symmetries, negative orders, and the special cases with errno. */
// test: cflags -fno-builtin -Wl,--no-as-needed -lm
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include "check.h"
#include "data/bessel_cases.h"

static int close_enough(long double got, long double want, int p, long double abs_ok)
{
	if (got == want)
		return 1;
	if (isnan(got) || isinf(got))
		return 0;
	long double ulp = ldexpl(1.0L, ilogbl(want) - (p - 1));
	return fabsl(got - want) <= 16 * ulp || fabsl(got - want) <= abs_ok;
}

int main(void)
{
	int bad = 0;
	for (size_t i = 0; i < sizeof bessel_cases / sizeof *bessel_cases; i++) {
		int kind = bessel_cases[i].kind, n = bessel_cases[i].n;
		double x = bessel_cases[i].x;
		long double want = bessel_cases[i].want;
		double got = kind ? (n == 0 ? y0(x) : n == 1 ? y1(x) : yn(n, x))
				  : (n == 0 ? j0(x) : n == 1 ? j1(x) : jn(n, x));
		double got2 = kind ? yn(n, x) : jn(n, x);
		if (!close_enough(got, want, 53, 0x1p-48L) || !close_enough(got2, want, 53, 0x1p-48L)) {
			if (bad++ < 10) {
				t_puts(2, kind ? "y" : "j");
				t_putnum(2, n);
				t_puts(2, " differs at case ");
				t_putnum(2, (long long)i);
				t_puts(2, "\n");
			}
		}
		float xf = (float)x;
		if (xf == x && x < 100 && fabsl(want) > 0x1p-100L) {
			float gf = kind ? ynf(n, xf) : jnf(n, xf);
			if (!close_enough(gf, want, 24, 0x1p-20L) && bad++ < 10)
				t_puts(2, "float form differs\n");
		}
	}
	CHECK_EQ(bad, 0);

	/* symmetries and negative orders */
	CHECK(j0(-3.5) == j0(3.5) && j1(-3.5) == -j1(3.5) && jn(3, -2.5) == -jn(3, 2.5));
	CHECK(jn(-3, 2.0) == -jn(3, 2.0) && jn(-4, 2.0) == jn(4, 2.0) && yn(-3, 2.0) == -yn(3, 2.0));
	CHECK(jn(0, 1.5) == j0(1.5) && jn(1, 1.5) == j1(1.5) && yn(1, 7.0) == y1(7.0));
	CHECK(j0(0.0) == 1 && j1(0.0) == 0 && jn(5, 0.0) == 0 && j0f(0.0f) == 1);

	/* special values */
	CHECK(j0(INFINITY) == 0 && j1(-INFINITY) == 0 && y0(INFINITY) == 0 && jnf(3, INFINITY) == 0);
	CHECK(isnan(j0(NAN)) && isnan(y1(NAN)) && isnan(jn(2, NAN)) && isnan(ynf(2, NAN)));
	volatile double zero = 0.0;
	errno = 0;
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(y0(zero) == -INFINITY && errno == ERANGE && fetestexcept(FE_DIVBYZERO));
	errno = 0;
	CHECK(yn(3, zero) == -INFINITY && errno == ERANGE);
	errno = 0;
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(y1(-1.0)) && errno == EDOM && fetestexcept(FE_INVALID));
	errno = 0;
	CHECK(isnan(ynf(2, -1.0f)) && errno == EDOM);
	errno = 0;
	CHECK(yn(200, 1.0) == -INFINITY && errno == ERANGE);
	errno = 0;
	CHECK(y1(1e-310) == -INFINITY && errno == ERANGE);
	errno = 0;
	CHECK(jn(1000, 1.0) == 0 && errno == ERANGE);
	return 0;
}
