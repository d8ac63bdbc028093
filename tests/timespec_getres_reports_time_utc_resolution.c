/* timespec_getres (C23): TIME_UTC's resolution is CLOCK_REALTIME's;
   an unknown base returns 0. */
#define _GNU_SOURCE
#include <time.h>
#include "check.h"

int main(void)
{
	struct timespec ts = { -1, -1 }, want;
	CHECK_EQ(clock_getres(CLOCK_REALTIME, &want), 0);
	CHECK_EQ(timespec_getres(&ts, TIME_UTC), TIME_UTC);
	CHECK_EQ(ts.tv_sec, want.tv_sec);
	CHECK_EQ(ts.tv_nsec, want.tv_nsec);
	CHECK_EQ(timespec_getres(0, TIME_UTC), TIME_UTC);
	CHECK_EQ(timespec_getres(&ts, 12345), 0);
	return 0;
}
