/* ecvt/fcvt give rounded digit strings with the point's position and
   the sign apart; gcvt formats like %g. */
#define _DEFAULT_SOURCE
#include <stdlib.h>
#include "check.h"

int main(void)
{
	int d, s;
	char buf[64];

	CHECK_STR(ecvt(123.456, 5, &d, &s), "12346");
	CHECK_EQ(d, 3);
	CHECK_EQ(s, 0);
	CHECK_STR(ecvt(-0.00123, 3, &d, &s), "123");
	CHECK_EQ(d, -2);
	CHECK(s);
	CHECK_STR(ecvt(9.94, 2, &d, &s), "99");
	CHECK_EQ(d, 1);

	CHECK_STR(fcvt(123.456, 2, &d, &s), "12346");
	CHECK_EQ(d, 3);
	CHECK_EQ(s, 0);
	CHECK_STR(fcvt(-0.0123, 3, &d, &s), "12");
	CHECK_EQ(d, -1);
	CHECK(s);
	CHECK_STR(fcvt(42.0, 0, &d, &s), "42");
	CHECK_EQ(d, 2);

	CHECK(gcvt(123.456, 4, buf) == buf);
	CHECK_STR(buf, "123.5");
	CHECK_STR(gcvt(0.0001, 2, buf), "0.0001");
	CHECK_STR(gcvt(-1e20, 3, buf), "-1e+20");
	return 0;
}
