/* The BSD classification functions: finite* (0 for inf and NaN),
   isinf* (sign of an infinity), isnan*; for float and long double too. */
#include <math.h>
#include "check.h"

int main(void)
{
	volatile double d = 1.5, dz = 0.0;
	volatile float f = 1.5f;
	volatile long double l = 1.5L;

	CHECK_EQ(finite(d), 1);
	CHECK_EQ(finite(d / dz), 0);
	CHECK_EQ(finite(-d / dz), 0);
	CHECK_EQ(finite(dz / dz), 0);
	CHECK_EQ(finite(0x1p-1074), 1);
	CHECK_EQ(finitef(f), 1);
	CHECK_EQ(finitef(INFINITY), 0);
	CHECK_EQ(finitef(NAN), 0);
	CHECK_EQ(finitel(l), 1);
	CHECK_EQ(finitel((long double)INFINITY), 0);
	CHECK_EQ(finitel((long double)NAN), 0);

	CHECK_EQ(isinff(INFINITY), 1);
	CHECK_EQ(isinff(-INFINITY), -1);
	CHECK_EQ(isinff(f), 0);
	CHECK_EQ(isinff(NAN), 0);
	CHECK_EQ(isinfl((long double)INFINITY), 1);
	CHECK_EQ(isinfl(-(long double)INFINITY), -1);
	CHECK_EQ(isinfl(l), 0);

	CHECK(isnanf(NAN));
	CHECK(!isnanf(f));
	CHECK(!isnanf(INFINITY));
	CHECK(isnanl((long double)NAN));
	CHECK(!isnanl(l));
	return 0;
}
