/* The long double elementary functions (x87 based in weft) against
   mpmath values (tests/data/ldouble_cases.h): within 8 ulp of long
   double; powl within 64 ulp on ordinary arguments; special values and
   errno. */
// test: cflags -D_GNU_SOURCE -fno-builtin -Wl,--no-as-needed -lm
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include "check.h"
#include "data/ldouble_cases.h"

static long double (*const fns[])(long double) = { LD_FUNCTIONS };
static const char *const names[] = {
	"expl", "expl", "exp2l", "exp10l", "expm1l", "logl", "logl", "log2l", "log10l", "log1pl",
	"sinl", "sinl", "cosl", "tanl", "atanl", "asinl", "acosl", "sinhl", "coshl", "tanhl",
	"asinhl", "acoshl", "atanhl", "cbrtl",
};

static long double ulps(long double got, long double want)
{
	if (got == want)
		return 0;
	if (!isfinite(got))
		return 1e30L;
	int e = ilogbl(want);
	if (e < LDBL_MIN_EXP - 1)
		e = LDBL_MIN_EXP - 1;
	return fabsl(got - want) / ldexpl(1.0L, e - 63);
}

int main(void)
{
	int bad = 0;
	for (size_t i = 0; i < sizeof ld_cases / sizeof *ld_cases; i++) {
		long double err = ulps(fns[ld_cases[i].fn](ld_cases[i].x), ld_cases[i].want);
		if (err > 8 && bad++ < 10) {
			t_puts(2, names[ld_cases[i].fn]);
			t_puts(2, ": ulps ");
			t_putnum(2, (long long)err);
			t_puts(2, "\n");
		}
	}
	CHECK_EQ(bad, 0);

	/* powl: exact cases, ordinary ones, Annex F */
	CHECK(powl(2.0L, 10.0L) == 1024.0L && powl(-2.0L, 3.0L) == -8.0L && powl(4.0L, 0.5L) == 2.0L);
	CHECK(powl(10.0L, -2.0L) == 0.01L || fabsl(powl(10.0L, -2.0L) - 0.01L) <= 2 * LDBL_EPSILON * 0.01L);
	/* (the reference has 64 bits: the unit is 2^-63 in either format) */
	CHECK(fabsl(powl(3.0L, 1.5L) / 0xa646e17211cbfeb6p-61L - 1) < 64 * 0x1p-63L);
	CHECK(powl(NAN, 0.0L) == 1 && powl(1.0L, NAN) == 1 && isnan(powl(NAN, 1.0L)));
	CHECK(powl(-1.0L, INFINITY) == 1 && powl(0.5L, -INFINITY) == INFINITY && powl(2.0L, -INFINITY) == 0);
	CHECK(powl(-INFINITY, -3.0L) == 0 && signbit(powl(-INFINITY, -3.0L)) && powl(-INFINITY, 3.0L) == -INFINITY);
	CHECK(powl(-0.0L, 3.0L) == 0 && signbit(powl(-0.0L, 3.0L)) && !signbit(powl(-0.0L, 2.0L)));
	errno = 0;
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(powl(-0.0L, -3.0L) == -INFINITY && errno == ERANGE && fetestexcept(FE_DIVBYZERO));
	errno = 0;
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(powl(-2.0L, 0.5L)) && errno == EDOM && fetestexcept(FE_INVALID));
	errno = 0;
	CHECK(powl(10.0L, 5000.0L) == INFINITY && errno == ERANGE);
	errno = 0;
	CHECK(powl(10.0L, -5000.0L) == 0 && errno == ERANGE);

	/* special values of the others */
	errno = 0;
	CHECK(logl(0.0L) == -INFINITY && errno == ERANGE);
	errno = 0;
	CHECK(isnan(logl(-1.0L)) && errno == EDOM);
	errno = 0;
	CHECK(expl(20000.0L) == INFINITY && errno == ERANGE);
	CHECK(expl(-INFINITY) == 0 && expl(INFINITY) == INFINITY && exp2l(-INFINITY) == 0);
	errno = 0;
	CHECK(isnan(sinl(INFINITY)) && errno == EDOM);
	CHECK(sinl(-0.0L) == 0 && signbit(sinl(-0.0L)) && tanhl(INFINITY) == 1 && atanl(INFINITY) > 1.57L);
	errno = 0;
	CHECK(atanhl(1.0L) == INFINITY && errno == ERANGE);
	errno = 0;
	CHECK(isnan(acoshl(0.5L)) && errno == EDOM);
	CHECK(hypotl(INFINITY, NAN) == INFINITY && hypotl(3.0L, 4.0L) == 5.0L);
	CHECK(atan2l(0.0L, -1.0L) > 3.14L && atan2l(-0.0L, -1.0L) < -3.14L);
	long double s, c;
	sincosl(0.5L, &s, &c);
	CHECK(s == sinl(0.5L) && c == cosl(0.5L));
	return 0;
}
