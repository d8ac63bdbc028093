#include <limits.h>
#include "time_impl.h"

hidden void __deadline_in(struct timespec *at, const struct timespec *rel)
{
	clock_gettime(CLOCK_MONOTONIC, at);
	at->tv_nsec += rel->tv_nsec;
	at->tv_sec += at->tv_nsec >= 1000000000L;
	at->tv_nsec %= 1000000000L;
	at->tv_sec = at->tv_sec > LONG_MAX - rel->tv_sec ? LONG_MAX : at->tv_sec + rel->tv_sec;
}
