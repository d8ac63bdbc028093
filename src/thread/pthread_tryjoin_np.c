#define _GNU_SOURCE
#include "thread_mem.h"

/* EBUSY while the thread is still running. */
int pthread_tryjoin_np(pthread_t t, void **res)
{
	return __pthread_join(t, res, CLOCK_MONOTONIC, 0, 1);
}
