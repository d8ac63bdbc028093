#include <time.h>

/* C11: base TIME_UTC is CLOCK_REALTIME; returns base, or 0 on failure. */
int timespec_get(struct timespec *ts, int base)
{
	if (base != TIME_UTC || clock_gettime(CLOCK_REALTIME, ts))
		return 0;
	return base;
}
