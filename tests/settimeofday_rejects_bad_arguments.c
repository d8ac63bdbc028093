/* settimeofday: microseconds out of range and a time with a timezone
   are EINVAL; the clock is never changed here. */
#define _DEFAULT_SOURCE
#include <sys/time.h>
#include "check.h"

int main(void)
{
	struct timeval tv = { .tv_sec = 1, .tv_usec = 1000000 };
	struct timezone tz = { 0, 0 };
	CHECK_ERR(settimeofday(&tv, 0), EINVAL);
	tv.tv_usec = -1;
	CHECK_ERR(settimeofday(&tv, 0), EINVAL);
	tv.tv_usec = 0;
	CHECK_ERR(settimeofday(&tv, &tz), EINVAL);
	if (geteuid() != 0)
		CHECK_ERR(settimeofday(&tv, 0), EPERM);
	return 0;
}
