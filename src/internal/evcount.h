/*
 * An event count: for waits on "any of these requests has ended", where
 * the requests end in other threads and have no word of their own to
 * sleep on (aio_suspend, close with aio requests outstanding,
 * gai_suspend).  seq changes at every event; waiters counts the threads
 * that may be asleep on it, so that an event with nobody waiting makes
 * no system call.
 */
#ifndef _WEFT_EVCOUNT_H
#define _WEFT_EVCOUNT_H

#include <time.h>
#include "libc.h"

struct __evcount {
	volatile int seq, waiters;
};

/* After the state change that may end a wait has been stored: moves seq
   on and wakes every sleeper, if any is counted.  The store, the
   increment and the look at the count are sequentially consistent, and
   __ev_wait counts itself before it reads seq: either the waiter sees
   the change, or we see it counted. */
hidden void __ev_post(struct __evcount *ev);

/* Waits until done(arg) holds, looking again after each event; 0 then.
   With cp the wait is a cancellation point and ends early, if done(arg)
   still does not hold, with EINTR after a signal handler or ETIMEDOUT
   at until (CLOCK_MONOTONIC, absolute; 0: none, and a handler with
   SA_RESTART does not end it).  Without cp it is neither, and until is
   not used. */
hidden int __ev_wait(struct __evcount *ev, int (*done)(void *), void *arg,
		     const struct timespec *until, int cp);

#endif
