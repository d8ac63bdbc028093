/* strtoq and strtouq (BSD) convert as strtoll and strtoull do: bases,
   end pointer, ERANGE at the limits, EINVAL for a bad base. */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include "check.h"

int main(void)
{
	char *end;

	CHECK_EQ(strtoq("  -0x7fffffffffffffff tail", &end, 0), -LLONG_MAX);
	CHECK_STR(end, " tail");
	CHECK_EQ(strtoq("z", &end, 36), 35);
	errno = 0;
	CHECK_EQ(strtoq("99999999999999999999", &end, 10), LLONG_MAX);
	CHECK_EQ(errno, ERANGE);
	errno = 0;
	CHECK_EQ(strtoq("-99999999999999999999", 0, 10), LLONG_MIN);
	CHECK_EQ(errno, ERANGE);

	CHECK(strtouq("18446744073709551615", &end, 10) == ULLONG_MAX);
	CHECK_STR(end, "");
	CHECK(strtouq("0777", 0, 0) == 0777);
	errno = 0;
	CHECK(strtouq("18446744073709551616", 0, 10) == ULLONG_MAX);
	CHECK_EQ(errno, ERANGE);
	errno = 0;
	strtouq("12", 0, 1);
	CHECK_EQ(errno, EINVAL);
	return 0;
}
