/* strtold is correctly rounded in the long double of the arch, whatever
   its format (x87 extended on x86_64, 64-bit significand; IEEE binary128
   on aarch64 and riscv64, 113 bits): decimal and hex strings give the
   same value as the compiler's long double literal for that text, with
   ERANGE for underflow to a denormal that is inexact and for overflow; and
   random finite long doubles, normal and denormal, come back unchanged
   through printf("%.*Le") with LDBL_DECIMAL_DIG digits and through "%La". */
// test: timeout 120
// test: cflags -Wl,--no-as-needed -lm
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

/* The text and the compiler's reading of it (gcc and clang round long
   double literals correctly). */
#define L(x) { #x, x##L }
static const struct {
	const char *s;
	long double v;
} lits[] = {
	L(0.1), L(0.3), L(2.5), L(1e23), L(1e-23), L(7e-10),
	L(3.14159265358979323846264338327950288419716939937510582097494),
	L(2.71828182845904523536028747135266249775724709369995957496697e-300),
	L(1.00000000000000000000000000000000000000001),
	L(1.0000000000000000000000000000000001),
	L(0.99999999999999999999999999999999999999),
	L(123456789012345678901234567890123456789e10),
	L(9007199254740993.0), L(18446744073709551617.0),
	L(10384593717069655257060992658440193.0),
	L(10384593717069655257060992658440195.0),
	L(5.1922968585348276285304963292200961e33),
	L(0x1.23456789abcdef0123456789abcdp+100),
	L(0x1.fffffffffffffffffffffffffffffffp-1),
	L(0x1.00000000000000000000000000008p0),
	L(0x1.00000000000000000000000000018p0),
	L(0x1.0000000000000001p0), L(0x1.00000000000000018p0),
	L(1.18973149535723176502e+4932),
	L(3.36210314311209350626267781732175260e-4932),
	L(4.9406564584124654e-324), L(1e-4940), L(3.6e-4951),
	L(6.4751751194380251109244389582276465525e-4966),
};

static int same(long double a, long double b)
{
	return a == b && signbit(a) == signbit(b);
}

static unsigned long long rnd(void)
{
	static unsigned long long x = 0x2545f4914f6cdd1dULL;
	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	return x;
}

int main(void)
{
	int bad = 0;
	char buf[128], *end;

	for (size_t i = 0; i < sizeof lits / sizeof lits[0]; i++) {
		long double r = strtold(lits[i].s, &end);
		if (!same(r, lits[i].v) || *end) {
			snprintf(buf, sizeof buf, "strtold(\"%s\") = %La, want %La\n", lits[i].s, r,
				 lits[i].v);
			t_puts(2, buf);
			bad = 1;
		}
	}
	/* overflow and a denormal result that is inexact: ERANGE */
	errno = 0;
	CHECK(strtold("1e5000", 0) == HUGE_VALL && errno == ERANGE);
	errno = 0;
	CHECK(strtold("-1e5000", 0) == -HUGE_VALL && errno == ERANGE);
	errno = 0;
	CHECK(strtold("1e-5000", 0) == 0 && errno == ERANGE);
	errno = 0;
	long double tiny = strtold("1.1e-4940", 0);
	CHECK(tiny > 0 && tiny < LDBL_MIN && errno == ERANGE);
	errno = 0;
	CHECK(strtold("0x1p-16382", 0) == LDBL_MIN && errno == 0);

	for (int i = 0; i < 6000; i++) {
		/* a significand with more bits than any format keeps (rounded
		   to the format by the arithmetic), then a random exponent
		   over the whole range, denormals included */
		long double m = (long double)(rnd() >> 1) * 0x1p50L + (long double)(rnd() >> 14);
		int e = (int)(rnd() % (LDBL_MAX_EXP - LDBL_MIN_EXP + LDBL_MANT_DIG + 1))
			+ LDBL_MIN_EXP - LDBL_MANT_DIG - 113;
		long double x = ldexpl(m, e);
		if (rnd() & 1)
			x = -x;
		if (x == 0 || isinf(x))
			continue;
		if (i & 1)
			snprintf(buf, sizeof buf, "%.*Le", LDBL_DECIMAL_DIG - 1, x);
		else
			snprintf(buf, sizeof buf, "%La", x);
		long double r = strtold(buf, &end);
		if (!same(r, x) || *end) {
			char msg[256];
			snprintf(msg, sizeof msg, "round trip of %La through \"%s\" gave %La\n", x, buf, r);
			t_puts(2, msg);
			bad = 1;
		}
	}
	CHECK(!bad);
	return 0;
}
