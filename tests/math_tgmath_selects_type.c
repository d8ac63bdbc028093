/* <tgmath.h> picks the float, double or long double function from the
   arguments (an integer counts as double, mixed arguments take the
   widest), and the complex function for a complex argument; built in
   C99 mode, where gcc has __builtin_tgmath and clang _Generic as an
   extension.  The complex cases are only checked by type (sizeof does
   not call). */
// test: cflags -std=c99 -D_POSIX_C_SOURCE=200809L -Wl,--no-as-needed -lm
#include <float.h>
#include <tgmath.h>
#include "check.h"

int main(void)
{
	volatile float f = 2.0f;
	volatile double d = 2.0;
	volatile long double l = 2.0L;
	volatile int i = 2;
	int e;

	CHECK_EQ(sizeof(sqrt(f)), sizeof(float));
	CHECK_EQ(sizeof(sqrt(d)), sizeof(double));
	CHECK_EQ(sizeof(sqrt(l)), sizeof(long double));
	CHECK_EQ(sizeof(sqrt(i)), sizeof(double));
	CHECK_EQ(sizeof(fmax(f, f)), sizeof(float));
	CHECK_EQ(sizeof(fmax(f, d)), sizeof(double));
	CHECK_EQ(sizeof(fmax(i, f)), sizeof(double));
	CHECK_EQ(sizeof(fma(f, f, l)), sizeof(long double));
	CHECK_EQ(sizeof(frexp(f, &e)), sizeof(float));
	CHECK_EQ(sizeof(ldexp(l, 3)), sizeof(long double));
	CHECK_EQ(sizeof(nexttoward(f, l)), sizeof(float));
	CHECK_EQ(sizeof(remquo(f, f, &e)), sizeof(float));
	CHECK_EQ(sizeof(lround(f)), sizeof(long));
	CHECK_EQ(sizeof(ilogb(l)), sizeof(int));
	/* the complex functions for complex arguments */
	float _Complex zf = f;
	double _Complex zd = d;
	long double _Complex zl = l;
	CHECK_EQ(sizeof(sqrt(zf)), sizeof(float _Complex));
	CHECK_EQ(sizeof(exp(zd)), sizeof(double _Complex));
	CHECK_EQ(sizeof(pow(zd, l)), sizeof(long double _Complex));
	CHECK_EQ(sizeof(fabs(zl)), sizeof(long double));
	CHECK_EQ(sizeof(creal(zf)), sizeof(float));
	CHECK_EQ(sizeof(carg(d)), sizeof(double));

	/* and the calls reach the right function: results differ by type */
	CHECK(sqrt(f) == sqrtf(2.0f) && sqrt(d) == sqrt(2.0) && sqrt(l) == sqrtl(2.0L));
	CHECK(sqrt(f) != sqrt(d) && sqrt(d) != sqrt(l));
	CHECK(floor(-l / 4) == -1.0L && fabs(-f) == 2.0f && fmod(d + 3, d) == 1.0);
	CHECK(nextafter(f, 3.0f) == 0x1.000002p1f && nextafter(l, 3) == 2 + 2 * LDBL_EPSILON);
	CHECK(cbrt(8.0L) == 2 && round(d / 4) == 1.0);
	return 0;
}
