/* Time inside the library: calendar arithmetic, the time-zone state and
   the encoding of timer_t. */
#ifndef _WEFT_TIME_IMPL_H
#define _WEFT_TIME_IMPL_H

#include <time.h>
#include "libc.h"

/* Kernel clock-id encoding for CPU-time clocks (the low three bits of a
   negative clock id): the kind of clock, plus a "per thread" flag. */
#define KCPUCLOCK_PROF   0
#define KCPUCLOCK_VIRT   1
#define KCPUCLOCK_SCHED  2
#define KCPUCLOCK_PERTHREAD 4

/* timer_t carries the kernel timer id (a small non-negative int). */
static inline timer_t __timer_from_id(int id)
{
	return (timer_t)(long)id;
}

static inline int __timer_id(timer_t t)
{
	return (int)(long)t;
}

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
