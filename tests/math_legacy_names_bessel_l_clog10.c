/* The BSD/SVID names glibc still has (significand, drem, scalb, gamma),
   the long double Bessel functions j0l ... ynl against reference values
   (mpmath, 25 digits), and <complex.h>'s GNU clog10. */
// test: cflags -D_GNU_SOURCE -fno-builtin -Wl,--no-as-needed -lm
#include <complex.h>
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include "check.h"

static volatile double vnan;

/* |a - b| within tol relative to |b| */
static int near(long double a, long double b, long double tol)
{
	return fabsl(a - b) <= tol * fabsl(b);
}

int main(void)
{
	vnan = NAN;
	CHECK(significand(12.0) == 1.5);
	CHECK(significand(-0x1p-1074) == -1);
	CHECK(significand(0x1.8p1000) == 1.5);
	CHECK(significandf(-48.0f) == -1.5f);
	CHECK(significandl(0x1.4p-16400L) == 1.25L);
	CHECK(significand(0) == 0 && !signbit(significand(0)));
	CHECK(significand(-0.0) == 0 && signbit(significand(-0.0)));
	CHECK(isinf(significand(INFINITY)));
	CHECK(isnan(significand(vnan)));

	CHECK(drem(5, 2) == 1);
	CHECK(drem(7, 2) == -1);
	CHECK(dremf(7, 2) == -1);
	CHECK(dreml(-7, 2) == 1);

	CHECK(scalb(3, 4) == 48);
	CHECK(scalbf(3, -1) == 1.5f);
	CHECK(scalbl(3, 16000) == 3 * 0x1p16000L);
	CHECK(scalb(2, -INFINITY) == 0);
	CHECK(isinf(scalb(2, INFINITY)));
	feclearexcept(FE_ALL_EXCEPT);
	errno = 0;
	CHECK(isnan(scalb(1, 0.5)));
	CHECK(fetestexcept(FE_INVALID));
	CHECK_EQ(errno, EDOM);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(scalb(0, INFINITY)));
	CHECK(fetestexcept(FE_INVALID));
	feclearexcept(FE_ALL_EXCEPT);
	errno = 0;
	CHECK(isinf(scalb(1, 5000)));
	CHECK(fetestexcept(FE_OVERFLOW));
	CHECK_EQ(errno, ERANGE);
	CHECK(isnan(scalb(vnan, 1)) && isnan(scalb(1, vnan)));

	CHECK(near(gamma(5), 3.178053830347945619646942L, 1e-15L));
	CHECK_EQ(signgam, 1);
	CHECK(near(gammaf(-0.5f), 1.265512123484645396488946L, 1e-6L));
	CHECK_EQ(signgam, -1);
	CHECK(near(gammal(5), 3.178053830347945619646942L, 1e-17L));

	/* long double Bessel: more than double's precision */
	const long double tol = 1e-17L;
	CHECK(near(j0l(1), 0.7651976865579665514497175L, tol));
	CHECK(near(j1l(1), 0.4400505857449335159596822L, tol));
	CHECK(near(y0l(1), 0.08825696421567695798292677L, tol));
	CHECK(near(y1l(1), -0.78121282130028871654715L, tol));
	CHECK(near(jnl(2, 1), 0.1149034849319004804696469L, tol));
	CHECK(near(ynl(2, 1), -1.650682606816254391077227L, tol));
	CHECK(near(j0l(30), -0.08636798358104021133596232L, tol));
	CHECK(near(y1l(30), 0.0844255706617472348909229L, tol));
	CHECK(near(jnl(5, 2.5L), 0.01950162513450321988647198L, tol));
	CHECK(near(jnl(-5, -2.5L), 0.01950162513450321988647198L, tol));
	CHECK(near(ynl(3, 0.5L), -42.05949430472388268765894L, tol));
	CHECK(near(j0l(0.001L), 0.9999997500000156249995556L, tol));
	CHECK(near(y0l(1e-10L), -14.73251627269724201949821L, tol));
	errno = 0;
	CHECK(isinf(y0l(0)) && y0l(0) < 0);
	CHECK_EQ(errno, ERANGE);
	errno = 0;
	CHECK(isnan(y1l(-1)));
	CHECK_EQ(errno, EDOM);
	CHECK(j1l(INFINITY) == 0 && isnan(ynl(2, vnan)));

	/* clog10 */
	double complex z = clog10(100.0);
	CHECK(creal(z) == 2 && cimag(z) == 0);
	z = clog10(-1.0);
	CHECK(creal(z) == 0 && near(cimag(z), 1.364376353841841347485783L, 1e-15L));
	float complex zf = clog10f(10.0f * I);
	CHECK(near(crealf(zf), 1, 1e-6L) && near(cimagf(zf), 0.6821881769209206737428918L, 1e-6L));
	long double complex zl = clog10l(1000.0L + 1000.0L * I);
	CHECK(near(creall(zl), 3.150514997831990597606869L, 1e-17L));
	CHECK(near(cimagl(zl), 0.3410940884604603368714459L, 1e-17L));
	feclearexcept(FE_ALL_EXCEPT);
	z = clog10(0.0);
	CHECK(isinf(creal(z)) && creal(z) < 0 && fetestexcept(FE_DIVBYZERO));
	return 0;
}
