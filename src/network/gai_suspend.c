#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <time.h>
#include "gai_impl.h"
#include "time_impl.h"

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

struct look {
	const struct gaicb *const *list;
	int n;
};

static int ended(void *p)
{
	const struct look *l = p;

	return state(l->list, l->n) != 0;
}

/* Waits until one of the listed requests (null entries are skipped) has
   ended: 0; EAI_ALLDONE when none was running or the first ended one
   comes before any running one (glibc's answer); EAI_AGAIN once
   the relative timeout has passed; EAI_INTR after a signal handler.  A
   cancellation point. */
int gai_suspend(const struct gaicb *const list[], int nitems, const struct timespec *timeout)
{
	struct timespec at;
	struct look look;
	int s, e;

	if (nitems < 0 || !list)
		nitems = 0;
	s = state(list, nitems);
	if (s)
		return s > 0 ? 0 : EAI_ALLDONE;
	look.list = list;
	look.n = nitems;
	if (timeout) {
		if (timeout->tv_sec < 0 || timeout->tv_nsec < 0 || timeout->tv_nsec >= 1000000000L ||
		    (!timeout->tv_sec && !timeout->tv_nsec))
			return EAI_AGAIN;
		__deadline_in(&at, timeout);
	} else {
		at = never;
	}

	e = __ev_wait(&__gai_ends, ended, &look, &at, 1);
	return e == ETIMEDOUT ? EAI_AGAIN : e == EINTR ? EAI_INTR : 0;
}
