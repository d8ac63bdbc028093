/* <complex.h> functions in three precisions: known values, round trips
   through the inverse functions on random arguments (principal
   branches), agreement of the precisions, and some Annex G special
   cases (signed zeros on the branch cuts, infinities).  Only long double
   real functions serve as references, the double ones not being
   needed. */
// test: cflags -fno-builtin -Wl,--no-as-needed -lm
#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include "check.h"

static uint64_t rng = 0x1234567887654321ull;
static double rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (double)(rng >> 11) * 0x1p-53 * 4 - 2;   /* [-2, 2) */
}

static int near(double complex a, double complex b, double tol)
{
	double d = cabs(a - b), m = cabs(b);
	return d <= tol * (m > 1 ? m : 1);
}

#define CHECK_NEAR(a, b, tol) do { if (!near((a), (b), (tol))) \
	t_fail(__FILE__, __LINE__, #a " near " #b); } while (0)

int main(void)
{
	const double pi = 3.14159265358979323846;
	/* known values */
	CHECK(cabs(3.0 + 4.0 * I) == 5.0 && cabsf(3.0f + 4.0f * I) == 5.0f && cabsl(3.0L + 4.0L * I) == 5.0L);
	CHECK(carg(-1.0 + 0.0 * I) == pi);
	CHECK(creal(2.0 + 3.0 * I) == 2.0 && cimag(2.0 + 3.0 * I) == 3.0 && cimagl(conjl(1.0L + 2.0L * I)) == -2.0L);
	CHECK_NEAR(cexp(I * pi), -1.0, 1e-15);
	CHECK_NEAR(clog(-1.0), I * pi, 1e-15);
	CHECK_NEAR(csqrt(-4.0), 2.0 * I, 1e-15);
	CHECK_NEAR(csqrt(2.0 * I), 1.0 + I, 1e-15);
	CHECK_NEAR(cpow(1.0 + I, 2.0), 2.0 * I, 1e-15);
	CHECK_NEAR(csin(I), I * (double)sinhl(1.0L), 1e-15);
	CHECK_NEAR(ccos(I), (double)coshl(1.0L), 1e-15);
	CHECK_NEAR(ctan(I), I * (double)tanhl(1.0L), 1e-15);
	CHECK_NEAR(catan(I / 2), I * (double)atanhl(0.5L), 1e-15);
	CHECK_NEAR(cacos(0.0), pi / 2, 1e-15);
	CHECK_NEAR(casinh(I), I * pi / 2, 1e-8);
	CHECK_NEAR(cacosh(-1.0), I * pi, 1e-8);
	CHECK_NEAR(cexpf(I * (float)pi), -1.0f, 1e-6);
	CHECK_NEAR(cexpl(I * pi), -1.0L, 1e-15);

	/* inverses on random arguments; the precisions agree */
	for (int i = 0; i < 2000; i++) {
		double complex z = rnd() + rnd() * I;
		double complex zr = fabs(creal(z)) + cimag(z) * I;          /* Re >= 0 */
		double complex zs = creal(z) / 2 + cimag(z) / 2 * I;        /* |z| small */
		CHECK_NEAR(clog(cexp(zs)), zs, 1e-14);
		CHECK_NEAR(cexp(clog(z)), z, 1e-14);
		CHECK_NEAR(csqrt(z) * csqrt(z), z, 1e-14);
		CHECK(creal(csqrt(z)) >= 0);
		CHECK_NEAR(casin(csin(zs)), zs, 1e-13);
		CHECK_NEAR(cacos(ccos(zr / 2)), zr / 2, 1e-13);
		CHECK_NEAR(catan(ctan(zs)), zs, 1e-13);
		CHECK_NEAR(casinh(csinh(zs)), zs, 1e-13);
		CHECK_NEAR(cacosh(ccosh(zr)), zr, 1e-12);
		CHECK_NEAR(catanh(ctanh(zs)), zs, 1e-13);
		CHECK_NEAR(ctan(z), csin(z) / ccos(z), 1e-13);
		CHECK_NEAR(ctanh(z), csinh(z) / ccosh(z), 1e-13);
		CHECK_NEAR(cpow(z, 3.0), z * z * z, 1e-13);
		CHECK_NEAR(cpow(z, 0.5), csqrt(z), 1e-14);
		CHECK(fabsl(cabs(z) - hypotl(creal(z), cimag(z))) <= DBL_EPSILON * cabs(z));
		CHECK(fabsl(carg(z) - atan2l(cimag(z), creal(z))) <= 4 * DBL_EPSILON);
		float complex zf = (float)creal(zs) + (float)cimag(zs) * I;
		CHECK_NEAR(csinf(zf), csin(zf), 1e-6);
		CHECK_NEAR(catanhf(zf), catanh(zf), 1e-6);
		CHECK_NEAR(csqrtf(zf), csqrt(zf), 1e-6);
		long double complex zl = zs;
		CHECK_NEAR(ccosl(zl), ccos(zs), 1e-15);
		CHECK_NEAR(casinl(zl), casin(zs), 1e-15);
		CHECK_NEAR(clogl(zl), clog(zs), 1e-15);
	}

	/* Annex G: the sides of the cuts and infinities */
	CHECK(carg(-1.0 - 0.0 * I) == -pi || cimag(-1.0 - 0.0 * I) == 0);
	double complex r = csqrt(-4.0 - 0.0 * I);
	CHECK(creal(r) == 0 && cimag(r) == -2.0);
	r = csqrt(-4.0 + 0.0 * I);
	CHECK(creal(r) == 0 && cimag(r) == 2.0);
	r = csqrt(1.0 + INFINITY * I);
	CHECK(isinf(creal(r)) && creal(r) > 0 && isinf(cimag(r)));
	r = cexp(-INFINITY + 1.0 * I);
	CHECK(creal(r) == 0 && cimag(r) == 0);
	r = cexp(2.0 + 0.0 * I);
	CHECK(cimag(r) == 0 && !signbit(cimag(r)) && fabsl(creal(r) - expl(2.0L)) < 1e-14);
	r = clog(0.0 + 0.0 * I);
	CHECK(isinf(creal(r)) && creal(r) < 0 && cimag(r) == 0);
	r = cproj(INFINITY - 3.0 * I);
	CHECK(isinf(creal(r)) && cimag(r) == 0 && signbit(cimag(r)));
	r = cproj(1.0 + 2.0 * I);
	CHECK(creal(r) == 1.0 && cimag(r) == 2.0);
	r = ctanh(50.0 + 1.0 * I);
	CHECK(creal(r) == 1.0 && cimag(r) >= 0 && cimag(r) < 1e-40);
	r = csinh(0.0 + 0.0 * I);
	CHECK(creal(r) == 0 && cimag(r) == 0);
	return 0;
}
