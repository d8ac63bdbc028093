#ifndef _TIME_H
#define _TIME_H

#include <features.h>

#define __WEFT_WANT_NULL
#define __WEFT_WANT_size_t
#define __WEFT_WANT_time_t
#define __WEFT_WANT_clock_t
#define __WEFT_WANT_clockid_t
#define __WEFT_WANT_pid_t
#define __WEFT_WANT_struct_timespec
#define __WEFT_WANT_timer_t
#include <bits/typedefs.h>


#define CLOCKS_PER_SEC 1000000L
#define TIME_UTC 1

#define CLOCK_REALTIME           0
#define CLOCK_MONOTONIC          1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define CLOCK_THREAD_CPUTIME_ID  3
#define CLOCK_MONOTONIC_RAW      4
#define CLOCK_REALTIME_COARSE    5
#define CLOCK_MONOTONIC_COARSE   6
#define CLOCK_BOOTTIME           7
#define CLOCK_REALTIME_ALARM     8
#define CLOCK_BOOTTIME_ALARM     9
#define CLOCK_TAI                11
#define TIMER_ABSTIME 1

/* Broken-down time; tm_gmtoff and tm_zone as in POSIX.1-2024 and glibc. */
struct tm {
	int tm_sec;
	int tm_min;
	int tm_hour;
	int tm_mday;
	int tm_mon;
	int tm_year;
	int tm_wday;
	int tm_yday;
	int tm_isdst;
	long tm_gmtoff;
	const char *tm_zone;
};

struct itimerspec {
	struct timespec it_interval;
	struct timespec it_value;
};

struct sigevent;

__WEFT_BEGIN

clock_t clock(void);
time_t time(time_t *t);
double difftime(time_t t1, time_t t0);
time_t mktime(struct tm *tm);
size_t strftime(char *__weft_restrict s, size_t max, const char *__weft_restrict fmt,
		const struct tm *__weft_restrict tm);
struct tm *gmtime(const time_t *t);
struct tm *localtime(const time_t *t);
char *asctime(const struct tm *tm);
char *ctime(const time_t *t);
int timespec_get(struct timespec *ts, int base);
#if defined(_GNU_SOURCE) || defined(_ISOC2X_SOURCE) || \
    (defined(__STDC_VERSION__) && __STDC_VERSION__ > 201710L)
int timespec_getres(struct timespec *ts, int base);
#endif

struct tm *gmtime_r(const time_t *__weft_restrict t, struct tm *__weft_restrict tm);
struct tm *localtime_r(const time_t *__weft_restrict t, struct tm *__weft_restrict tm);
char *asctime_r(const struct tm *__weft_restrict tm, char *__weft_restrict buf);
char *ctime_r(const time_t *t, char *buf);

void tzset(void);
extern char *tzname[2];
#if defined(_XOPEN_SOURCE)
extern long timezone;
extern int daylight;
char *strptime(const char *__weft_restrict s, const char *__weft_restrict fmt,
	       struct tm *__weft_restrict tm);
#endif
#if defined(_XOPEN_SOURCE) && _XOPEN_SOURCE + 0 >= 500
extern int getdate_err;
struct tm *getdate(const char *s);
#endif
#if defined(_GNU_SOURCE)
int getdate_r(const char *__weft_restrict s, struct tm *__weft_restrict tm);
#endif

int clock_gettime(clockid_t clk, struct timespec *ts);
int clock_settime(clockid_t clk, const struct timespec *ts);
int clock_getres(clockid_t clk, struct timespec *res);
int clock_nanosleep(clockid_t clk, int flags, const struct timespec *req,
		    struct timespec *rem);
int clock_getcpuclockid(pid_t pid, clockid_t *clk);
int nanosleep(const struct timespec *req, struct timespec *rem);

int timer_create(clockid_t clk, struct sigevent *__weft_restrict sev,
		 timer_t *__weft_restrict timerid);
int timer_delete(timer_t timerid);
int timer_settime(timer_t timerid, int flags, const struct itimerspec *__weft_restrict value,
		  struct itimerspec *__weft_restrict old);
int timer_gettime(timer_t timerid, struct itimerspec *value);
int timer_getoverrun(timer_t timerid);

#if defined(_DEFAULT_SOURCE)
time_t timegm(struct tm *tm);
time_t timelocal(struct tm *tm);
int dysize(int year);
/* Old: clock_settime(CLOCK_REALTIME) is the call to use. */
int stime(const time_t *t);
#endif

#if defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200809L
#define __WEFT_WANT_locale_t
#include <bits/typedefs.h>
size_t strftime_l(char *__weft_restrict s, size_t max, const char *__weft_restrict fmt,
		  const struct tm *__weft_restrict tm, locale_t l);
#endif
#ifdef _GNU_SOURCE
char *strptime_l(const char *__weft_restrict s, const char *__weft_restrict fmt,
		 struct tm *__weft_restrict tm, locale_t l);
#endif

__WEFT_END

#endif
