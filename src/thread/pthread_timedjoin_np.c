#define _GNU_SOURCE
#include "thread_mem.h"

/* ETIMEDOUT once the CLOCK_REALTIME deadline passes. */
int pthread_timedjoin_np(pthread_t t, void **res, const struct timespec *at)
{
	return __pthread_join(t, res, CLOCK_REALTIME, at, 0);
}
