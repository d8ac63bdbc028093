#include <time.h>

/* C23: the resolution of base TIME_UTC (CLOCK_REALTIME); returns base,
   or 0 for an unknown base.  A null ts only asks whether base exists. */
int timespec_getres(struct timespec *ts, int base)
{
	if (base != TIME_UTC)
		return 0;
	if (ts && clock_getres(CLOCK_REALTIME, ts))
		return 0;
	return base;
}
