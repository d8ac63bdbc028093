/* Time inside the library: calendar arithmetic, the time-zone state and
   the encoding of timer_t. */
#ifndef _WEFT_TIME_IMPL_H
#define _WEFT_TIME_IMPL_H

#include <stdint.h>
#include <time.h>
#include "libc.h"

/* Kernel clock-id encoding for CPU-time clocks (the low three bits of a
   negative clock id): the kind of clock, plus a "per thread" flag. */
#define KCPUCLOCK_PROF   0
#define KCPUCLOCK_VIRT   1
#define KCPUCLOCK_SCHED  2
#define KCPUCLOCK_PERTHREAD 4

/*
 * A SIGEV_THREAD timer: the kernel timer aims its signal (SIGTIMER, an
 * internal signal) at one helper thread, which runs the notification
 * function once per signal.  The record lives on the helper's own stack,
 * so it lasts exactly as long as the helper (docs/time.md).
 */
#define SIGTIMER 32
struct __timer_thread {
	int kid;                  /* the kernel's timer id */
	volatile int stop;        /* timer_delete has begun: no more calls */
	volatile int overrun;     /* si_overrun of the expiry being handled */
	void *thread;             /* the helper (struct __pthread *) */
};

/* timer_t carries the kernel timer id (a small non-negative int) for a
   signal timer, and the complement of the record's address for a
   SIGEV_THREAD one: user addresses are below 2^47, so a complemented
   one is negative as a long and can never be taken for an id. */
static inline timer_t __timer_from_id(int id)
{
	return (timer_t)(long)id;
}

static inline timer_t __timer_from_thread(struct __timer_thread *tt)
{
	return (timer_t)~(uintptr_t)tt;
}

/* The record of a SIGEV_THREAD timer, 0 for a signal timer. */
static inline struct __timer_thread *__timer_thread_of(timer_t t)
{
	return (long)t < 0 ? (struct __timer_thread *)~(uintptr_t)t : 0;
}

static inline int __timer_id(timer_t t)
{
	struct __timer_thread *tt = __timer_thread_of(t);
	return tt ? tt->kid : (int)(long)t;
}

/* *at = the CLOCK_MONOTONIC time rel (valid, not negative) from now,
   LONG_MAX seconds if that does not fit: for waits given a relative
   timeout that must not stretch when the wall clock is set. */
hidden void __deadline_in(struct timespec *at, const struct timespec *rel);

/* Days from 1970-01-01 to the given proleptic Gregorian date (mon 0..11,
   mday may be any value). */
hidden long long __days_from_civil(long long year, int mon, long long mday);
/* Fills the date and time fields, tm_wday and tm_yday from seconds since
   the Epoch (UTC or local: no zone fields are touched).  -1 when the year
   does not fit tm_year. */
hidden int __secs_to_tm(long long t, struct tm *tm);
/* Seconds since the Epoch of the broken-down fields, any of which may be
   out of range (tm_wday, tm_yday, tm_isdst are ignored). */
hidden long long __tm_to_secs(const struct tm *tm);

/* The zone (TZ, /etc/localtime, UTC), reloaded when TZ changes; all three
   take the zone lock. */
hidden void __tz_update(void);
/* localtime_r's work: -1 (EOVERFLOW) if the year does not fit. */
hidden int __tz_localtime(long long t, struct tm *tm);
/* mktime's work: the time of local fields tm honouring tm_isdst, and tm
   rewritten normalised; -1 in *err on overflow. */
hidden long long __tz_mktime(struct tm *tm, int *err);

/* The static result of gmtime and localtime. */
extern hidden struct tm __tm_buf;
/* The static result of asctime and ctime. */
extern hidden char __asctime_buf[26];

static inline long long __floor_div(long long a, long long b)
{
	long long q = a / b;
	return (a % b && (a < 0) != (b < 0)) ? q - 1 : q;
}

#endif
