#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <time.h>
#include "futex.h"
#include "gai_impl.h"

/* A timed futex wait ends with EINTR after any signal handler, so an
   untimed suspension waits until this. */
static const struct timespec never = { LONG_MAX, 0 };

/* The list in order, as glibc reads it: 0 when every request listed
   still runs; at the first that has ended, 1 if one before it runs,
   else -1 (as for a list of none). */
static int state(const struct gaicb *const list[], int n)
{
	int running = 0;

	for (int i = 0; i < n; i++) {
		if (!list[i])
			continue;
		if (__atomic_load_n(&list[i]->__return, __ATOMIC_SEQ_CST) != EAI_INPROGRESS)
			return running ? 1 : -1;
		running = 1;
	}
	return running ? 0 : -1;
}

static void uncount(void *p)
{
	(void)p;
	__atomic_fetch_sub(&__gai_waiters, 1, __ATOMIC_SEQ_CST);
}

/* Waits until one of the listed requests (null entries are skipped) has
   ended: 0; EAI_ALLDONE when none was running or the first ended one
   comes before any running one (glibc's answer); EAI_AGAIN once
   the relative timeout has passed; EAI_INTR after a signal handler.  A
   cancellation point. */
int gai_suspend(const struct gaicb *const list[], int nitems, const struct timespec *timeout)
{
	struct timespec at;
	int seq, s, e = 0;

	if (nitems < 0 || !list)
		nitems = 0;
	s = state(list, nitems);
	if (s)
		return s > 0 ? 0 : EAI_ALLDONE;
	if (timeout) {
		if (timeout->tv_sec < 0 || timeout->tv_nsec < 0 || timeout->tv_nsec >= 1000000000L ||
		    (!timeout->tv_sec && !timeout->tv_nsec))
			return EAI_AGAIN;
		clock_gettime(CLOCK_MONOTONIC, &at);
		at.tv_nsec += timeout->tv_nsec;
		at.tv_sec += at.tv_nsec >= 1000000000L;
		at.tv_nsec %= 1000000000L;
		at.tv_sec = at.tv_sec > LONG_MAX - timeout->tv_sec ? LONG_MAX
								    : at.tv_sec + timeout->tv_sec;
	} else {
		at = never;
	}

	/* Counted before the word is read: an end after our look then
	   finds us counted and wakes us (__gai_finish). */
	__atomic_fetch_add(&__gai_waiters, 1, __ATOMIC_SEQ_CST);
	pthread_cleanup_push(uncount, 0);
	for (;;) {
		seq = __atomic_load_n(&__gai_seq, __ATOMIC_SEQ_CST);
		if (state(list, nitems)) {
			e = 0;  /* ended while we waited */
			break;
		}
		if (e)
			break;
		e = __futex_timedwait_cp(&__gai_seq, seq, CLOCK_MONOTONIC, &at, 1);
		e = e == ETIMEDOUT ? EAI_AGAIN : e == EINTR ? EAI_INTR : 0;
	}
	pthread_cleanup_pop(1);
	return e;
}
