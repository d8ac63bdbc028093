/* The long double forms of ecvt, fcvt and gcvt (and the _r ones) keep
   the digits a double would lose, give at most as many digits as the
   type holds plus two, and reach LDBL_MAX's integer digits in qfcvt. */
#define _DEFAULT_SOURCE
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

#define MAXDIG (LDBL_MANT_DIG * 30103 / 100000 + 2)

int main(void)
{
	char buf[64], small[4];
	char *volatile none = 0;
	int d, s;

	CHECK_STR(qecvt(-123.456L, 5, &d, &s), "12346");
	CHECK_EQ(d, 3);
	CHECK_EQ(s, 1);
	/* 0.1L is not 0.1 (a double 0.1 gives 1000000000000000055) */
	CHECK_STR(qecvt(0.1L, 18, &d, &s), "100000000000000000");
	CHECK_EQ(d, 0);
	CHECK_EQ(s, 0);
	CHECK_EQ(strlen(qecvt(1.0L / 3, 200, &d, &s)), MAXDIG);
	CHECK_EQ(d, 0);

	/* 2^70 is exact in every long double */
	CHECK_STR(qfcvt(0x1p70L, 1, &d, &s), "11805916207174113034240");
	CHECK_EQ(d, 22);
	CHECK_STR(qfcvt(0.0125L, 3, &d, &s), "13");
	CHECK_EQ(d, -1);
	CHECK_EQ(strlen(qfcvt(1.0L / 3, 200, &d, &s)), MAXDIG);
	char *big = qfcvt(LDBL_MAX, 2, &d, &s);
	CHECK_EQ(d, LDBL_MAX_10_EXP + 1);
	CHECK_EQ(strlen(big), d + 2);

	CHECK(qgcvt(0.1L, 18, buf) == buf);
	CHECK_STR(buf, "0.1");
	CHECK_STR(qgcvt(-2.5L, 5, buf), "-2.5");
	CHECK_STR(qgcvt(0x1p70L, 3, buf), "1.18e+21");

	CHECK_EQ(qecvt_r(0.1L, 18, &d, &s, buf, sizeof buf), 0);
	CHECK_STR(buf, "100000000000000000");
	CHECK_EQ(qfcvt_r(0x1p70L, 1, &d, &s, buf, sizeof buf), 0);
	CHECK_STR(buf, "11805916207174113034240");
	CHECK_EQ(d, 22);
	CHECK_EQ(qecvt_r(1.0L, 10, &d, &s, small, sizeof small), -1);
	CHECK_EQ(qfcvt_r(1000.0L, 2, &d, &s, small, sizeof small), -1);
	CHECK_ERR(qecvt_r(1.0L, 2, &d, &s, none, 8), EINVAL);
	CHECK_ERR(qfcvt_r(1.0L, 2, &d, &s, none, 8), EINVAL);
	return 0;
}
