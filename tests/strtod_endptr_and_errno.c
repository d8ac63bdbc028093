/* strtod, strtof, strtold and atof: where the end pointer lands after
   partial input, inf/nan spellings, hex floats, and errno (ERANGE on
   overflow and on tiny inexact results, untouched otherwise). */
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static double bits2d(unsigned long long b) { double d; memcpy(&d, &b, 8); return d; }
static unsigned long long d2bits(double d) { unsigned long long b; memcpy(&b, &d, 8); return b; }

#define D(str, val, endoff, err) do { char *e_; const char *s_ = (str); errno = 0; \
	double v_ = strtod(s_, &e_); int er_ = errno; \
	CHECK_EQ(d2bits(v_), d2bits(val)); CHECK_EQ(e_ - s_, endoff); CHECK_EQ(er_, err); } while (0)

int main(void)
{
	double inf = __builtin_inf();
	char *e;

	D("1e", 1.0, 1, 0);
	D("1e+", 1.0, 1, 0);
	D("1e-x", 1.0, 1, 0);
	D("1E+2", 100.0, 4, 0);
	D("0x", 0.0, 1, 0);
	D("-0x", -0.0, 2, 0);
	D("0x.p1", 0.0, 1, 0);
	D("0x1p", 1.0, 3, 0);
	D("0x1.8p3", 12.0, 7, 0);
	D("0X1.8P+3", 12.0, 8, 0);
	D("0x10", 16.0, 4, 0);
	D("0x.8", 0.5, 4, 0);
	D("0x1p-1074", bits2d(1), 9, 0);
	D("0x1.8p-1074", bits2d(2), 11, ERANGE);
	D("0x1p-1075", 0.0, 9, ERANGE);
	D("0x1.0000000000001p-1075", bits2d(1), 23, ERANGE);
	D(".", 0.0, 0, 0);
	D("-.e1", 0.0, 0, 0);
	D(".e1", 0.0, 0, 0);
	D("1.", 1.0, 2, 0);
	D(".5", 0.5, 2, 0);
	D("  -12.5e-1xyz", -1.25, 10, 0);
	D("", 0.0, 0, 0);
	D("+", 0.0, 0, 0);
	D("e1", 0.0, 0, 0);
	D("inf", inf, 3, 0);
	D("-INF", -inf, 4, 0);
	D("Infinity", inf, 8, 0);
	D("infinit", inf, 3, 0);
	D("in", 0.0, 0, 0);
	D("1e309", inf, 5, ERANGE);
	D("-1e309", -inf, 6, ERANGE);
	D("1.7976931348623157e308", bits2d(0x7fefffffffffffffULL), 22, 0);
	D("1.7976931348623159e308", inf, 22, ERANGE);
	D("1e-400", 0.0, 6, ERANGE);
	D("-1e-400", -0.0, 7, ERANGE);
	D("0e-400", 0.0, 6, 0);
	D("2.4703282292062327e-324", 0.0, 23, ERANGE);
	D("2.4703282292062328e-324", bits2d(1), 23, ERANGE);
	D("4.9406564584124654e-324", bits2d(1), 23, ERANGE);
	D("2.2250738585072014e-308", bits2d(0x0010000000000000ULL), 23, 0);
	D("2.2250738585072011e-308", bits2d(0x000fffffffffffffULL), 23, ERANGE);
	D("0x1.fffffffffffffp-1023", bits2d(0x0010000000000000ULL), 23, ERANGE);
	D("0x1.ffffffffffffffp-1023", bits2d(0x0010000000000000ULL), 24, 0);
	D("9007199254740993", 9007199254740992.0, 16, 0);
	D("9007199254740993.0001", 9007199254740994.0, 21, 0);
	D("1e23", 1e23, 4, 0);
	D("123456789012345678901234567890", 123456789012345678901234567890.0, 30, 0);

	/* NaN spellings */
	errno = 0;
	double x = strtod("nan", &e);
	CHECK(x != x && *e == 0);
	x = strtod("-NaN(abc_123)rest", &e);
	CHECK(x != x && __builtin_signbit(x));
	CHECK_STR(e, "rest");
	x = strtod("nan(abc", &e);
	CHECK(x != x);
	CHECK_STR(e, "(abc");
	x = strtod("nan()", &e);
	CHECK(x != x && *e == 0);
	CHECK_EQ(errno, 0);

	/* a long digit string halfway between two doubles, then just above */
	static char big[2000];
	memcpy(big, "9007199254740993.", 17);
	memset(big + 17, '0', 1000);
	big[1017] = 0;
	D(big, 9007199254740992.0, 1017, 0);
	big[1017] = '1';
	big[1018] = 0;
	D(big, 9007199254740994.0, 1018, 0);
	big[0] = '.';
	memset(big + 1, '0', 1500);
	memcpy(big + 1501, "1e1500", 7);
	D(big, 1e-1, 1507, 0);

	/* strtof rounds directly from decimal: 1 + 2^-24 + 2^-60 is above
	   the float halfway point although the nearest double is on it */
	float f = strtof("1.00000005960464477539930740963", &e);
	CHECK(f == 1.00000011920928955078125f);
	CHECK_EQ(*e, 0);
	errno = 0;
	f = strtof("1e39", &e);
	CHECK(f == __builtin_inff() && errno == ERANGE);
	errno = 0;
	f = strtof("1e-46", &e);
	CHECK(f == 0 && errno == ERANGE);
	errno = 0;
	f = strtof("0x1p-149", &e);
	CHECK(f > 0 && f * 0.5f == 0 && errno == 0);

	long double l = strtold("0x1p-16445", &e);
	CHECK(l > 0 && *e == 0);
	errno = 0;
	l = strtold("1e4933", &e);
	CHECK(l == __builtin_infl() && errno == ERANGE);
	l = strtold("1.5", &e);
	CHECK(l == 1.5L);
	errno = 0;
	/* just above and just below 1 + half an ulp (x87: 2^-64) */
#if LDBL_MANT_DIG == 64
	l = strtold("1.00000000000000000005421010862427522171", &e);
	CHECK(l == 1.0L + 0x1p-63L);
	l = strtold("1.0000000000000000000542101086242752217", &e);
	CHECK(l == 1.0L);
#endif

	CHECK(atof("  3.25abc") == 3.25);
	CHECK(atof("x") == 0);
	return 0;
}
