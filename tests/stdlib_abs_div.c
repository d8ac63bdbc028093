/* abs/labs/llabs and div/ldiv/lldiv: truncating division, the remainder
   has the sign of the numerator, quot * den + rem == num. */
#include <limits.h>
#include <stdlib.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(abs(-5), 5);
	CHECK_EQ(abs(5), 5);
	CHECK_EQ(abs(INT_MAX), INT_MAX);
	CHECK_EQ(abs(-INT_MAX), INT_MAX);
	CHECK_EQ(labs(-LONG_MAX), LONG_MAX);
	CHECK_EQ(llabs(-123456789012345LL), 123456789012345LL);
	CHECK_EQ(llabs(0), 0);

	div_t d = div(-7, 2);
	CHECK_EQ(d.quot, -3);
	CHECK_EQ(d.rem, -1);
	d = div(7, -2);
	CHECK_EQ(d.quot, -3);
	CHECK_EQ(d.rem, 1);
	ldiv_t l = ldiv(LONG_MIN, 10);
	CHECK(l.quot * 10 + l.rem == LONG_MIN);
	CHECK_EQ(l.rem, -8);
	lldiv_t ll = lldiv(1000000000000LL, 7);
	CHECK_EQ(ll.quot, 142857142857LL);
	CHECK_EQ(ll.rem, 1);
	for (int n = -50; n <= 50; n++)
		for (int m = -7; m <= 7; m++) {
			if (!m)
				continue;
			d = div(n, m);
			CHECK_EQ(d.quot * m + d.rem, n);
			CHECK(abs(d.rem) < abs(m));
			CHECK(d.rem == 0 || (d.rem < 0) == (n < 0));
		}
	return 0;
}
