#define _GNU_SOURCE
#include "thread_mem.h"

/* ETIMEDOUT once the deadline on clk (REALTIME or MONOTONIC) passes. */
int pthread_clockjoin_np(pthread_t t, void **res, clockid_t clk, const struct timespec *at)
{
	return __pthread_join(t, res, clk, at, 0);
}
