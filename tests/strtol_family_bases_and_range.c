/* strtol, strtoll, strtoul, strtoull, atoi, atol, atoll: white space,
   signs, bases 0 and 2..36, 0x prefixes, range errors with clamping,
   negated unsigned results, invalid bases and end pointers. */
#include <limits.h>
#include <stdlib.h>
#include "check.h"

#define L(str, base, val, endoff, err) do { char *e_; errno = 0; \
	long v_ = strtol(str, &e_, base); int er_ = errno; \
	CHECK_EQ(v_, val); CHECK_EQ(e_ - (str), endoff); CHECK_EQ(er_, err); } while (0)
#define UL(str, base, val, endoff, err) do { char *e_; errno = 0; \
	unsigned long v_ = strtoul(str, &e_, base); int er_ = errno; \
	CHECK((v_) == (unsigned long)(val)); CHECK_EQ(e_ - (str), endoff); CHECK_EQ(er_, err); } while (0)

int main(void)
{
	char *e;
	int n = 0;

	L("0", 10, 0, 1, 0); n++;
	L("  \t\n\v\f\r-42xyz", 10, -42, 10, 0); n++;
	L("+17", 0, 17, 3, 0); n++;
	L("017", 0, 15, 3, 0); n++;
	L("08", 0, 0, 1, 0); n++;
	L("0x1F", 0, 31, 4, 0); n++;
	L("0X1f", 16, 31, 4, 0); n++;
	L("1f", 16, 31, 2, 0); n++;
	L("0x", 16, 0, 1, 0); n++;
	L("0x", 0, 0, 1, 0); n++;
	L("0xg", 0, 0, 1, 0); n++;
	L("-0x10", 0, -16, 5, 0); n++;
	L("0x10", 10, 0, 1, 0); n++;
	L("101012", 2, 21, 5, 0); n++;
	L("zz", 36, 36 * 35 + 35, 2, 0); n++;
	L("ZZ", 36, 36 * 35 + 35, 2, 0); n++;
	L("777", 7, 0, 0, 0); n++;
	L("12", 3, 5, 2, 0); n++;
	L("", 10, 0, 0, 0); n++;
	L("   ", 10, 0, 0, 0); n++;
	L("-", 10, 0, 0, 0); n++;
	L("+ 1", 10, 0, 0, 0); n++;
	L("- 1", 10, 0, 0, 0); n++;
	L("9223372036854775807", 10, LONG_MAX, 19, 0); n++;
	L("9223372036854775808", 10, LONG_MAX, 19, ERANGE); n++;
	L("-9223372036854775808", 10, LONG_MIN, 20, 0); n++;
	L("-9223372036854775809", 10, LONG_MIN, 20, ERANGE); n++;
	L("99999999999999999999999999999x", 10, LONG_MAX, 29, ERANGE); n++;
	L("-99999999999999999999999999999", 0, LONG_MIN, 30, ERANGE); n++;
	L("7fffffffffffffff", 16, LONG_MAX, 16, 0); n++;
	L("-1000000000000000000000000000000000000000000000000000000000000000", 2, LONG_MIN, 65, 0); n++;

	UL("18446744073709551615", 10, ULONG_MAX, 20, 0); n++;
	UL("18446744073709551616", 10, ULONG_MAX, 20, ERANGE); n++;
	UL("-1", 10, ULONG_MAX, 2, 0); n++;
	UL("-18446744073709551615", 10, 1, 21, 0); n++;
	UL("-18446744073709551616", 10, ULONG_MAX, 21, ERANGE); n++;
	UL("0xffffffffffffffff", 0, ULONG_MAX, 18, 0); n++;
	UL("  +0x7", 0, 7, 6, 0); n++;

	/* long long and unsigned long long behave alike on LP64 */
	errno = 0;
	CHECK(strtoll("-9223372036854775809", &e, 10) == LLONG_MIN);
	CHECK_EQ(errno, ERANGE);
	errno = 0;
	CHECK(strtoull("-2", &e, 0) == ULLONG_MAX - 1);
	CHECK_EQ(errno, 0);
	CHECK_EQ(*e, 0);
	errno = 0;
	CHECK(strtoull("123456789abcdefg", &e, 16) == 0x123456789abcdefULL);
	CHECK_EQ(*e, 'g');
	n += 3;

	/* invalid bases */
	static const int bad[] = { 1, -1, 37, 100 };
	for (unsigned i = 0; i < sizeof bad / sizeof *bad; i++) {
		const char *s = "11";
		errno = 0;
		CHECK_EQ(strtol(s, 0, bad[i]), 0);
		CHECK_EQ(errno, EINVAL);
		errno = 0;
		CHECK_EQ(strtoull(s, 0, bad[i]), 0);
		CHECK_EQ(errno, EINVAL);
		n++;
	}

	/* every base and digit */
	for (int b = 2; b <= 36; b++) {
		char s[3] = { 0 };
		for (int d = 0; d < 36; d++) {
			s[0] = d < 10 ? '0' + d : 'a' + d - 10;
			long v = strtol(s, &e, b);
			if (d < b) {
				CHECK_EQ(v, d);
				CHECK_EQ(e - s, 1);
			} else {
				CHECK_EQ(v, 0);
				CHECK_EQ(e - s, 0);
			}
			n++;
		}
	}

	CHECK_EQ(atoi("  -123abc"), -123);
	CHECK_EQ(atoi("0x10"), 0);
	CHECK_EQ(atol("2147483648"), 2147483648L);
	CHECK_EQ(atoll("-9000000000000000000"), -9000000000000000000LL);
	CHECK_EQ(atoi(""), 0);
	n += 5;
	CHECK(n > 1300);
	return 0;
}
