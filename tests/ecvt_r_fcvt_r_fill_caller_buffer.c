/* ecvt_r and fcvt_r give ecvt's and fcvt's digits, point and sign in the
   caller's buffer (so threads need not share the static one), and fail
   with -1 when the buffer is null or too small for the digits. */
#define _DEFAULT_SOURCE
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

/* cvt_r (ecvt_r or fcvt_r) gives x's digits, point and sign in the
   caller's buffer, and the static-buffer form cvt the same digits. */
static void check_r(int (*cvt_r)(double, int, int *, int *, char *, size_t),
		    char *(*cvt)(double, int, int *, int *),
		    double x, int n, const char *digits, int point, int neg)
{
	char buf[400];
	int d = -99, s = -99;

	memset(buf, '#', sizeof buf);
	CHECK_EQ(cvt_r(x, n, &d, &s, buf, sizeof buf), 0);
	CHECK_STR(buf, digits);
	CHECK_EQ(d, point);
	CHECK_EQ(s, neg);
	CHECK_STR(cvt(x, n, &d, &s), digits);
}

#define e_r(...) check_r(ecvt_r, ecvt, __VA_ARGS__)
#define f_r(...) check_r(fcvt_r, fcvt, __VA_ARGS__)

int main(void)
{
	char small[3], other[64];
	int d, s;

	e_r(-123.456, 5, "12346", 3, 1);
	e_r(123.456, 2, "12", 3, 0);
	e_r(0.00125, 3, "125", -2, 0);
	e_r(0.0, 3, "000", 1, 0);
	e_r(-0.0, 2, "00", 1, 1);
	e_r(98765.4321, 4, "9877", 5, 0);

	f_r(123.456, 2, "12346", 3, 0);
	f_r(-1.5, 3, "1500", 1, 1);
	f_r(0.0123, 3, "12", -1, 0);
	f_r(42.0, 0, "42", 2, 0);
	f_r(1e20, 1, "1000000000000000000000", 21, 0);

	/* Two conversions into two buffers both stay. */
	char a[32], b[32];
	CHECK_EQ(ecvt_r(2.5, 3, &d, &s, a, sizeof a), 0);
	CHECK_EQ(fcvt_r(7.25, 1, &d, &s, b, sizeof b), 0);
	CHECK_STR(a, "250");
	CHECK_STR(b, "72");

	/* Infinity gives its name (glibc keeps a minus sign in fcvt's -inf). */
	CHECK_EQ(ecvt_r(INFINITY, 3, &d, &s, other, sizeof other), 0);
	CHECK_STR(other, "inf");
	CHECK_EQ(s, 0);
	CHECK_EQ(fcvt_r(INFINITY, 3, &d, &s, other, sizeof other), 0);
	CHECK_STR(other, "inf");

	/* Too small, or no buffer at all. */
	CHECK_EQ(ecvt_r(123.456, 8, &d, &s, small, sizeof small), -1);
	CHECK_EQ(fcvt_r(123.456, 4, &d, &s, small, sizeof small), -1);
	CHECK_EQ(fcvt_r(1.0, 1, &d, &s, other, 0), -1);
	/* (through a volatile, as glibc declares the buffer nonnull) */
	char *volatile none = 0;
	CHECK_ERR(ecvt_r(1.0, 2, &d, &s, none, 8), EINVAL);
	CHECK_ERR(fcvt_r(1.0, 2, &d, &s, none, 8), EINVAL);
	return 0;
}
