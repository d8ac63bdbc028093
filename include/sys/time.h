#ifndef _SYS_TIME_H
#define _SYS_TIME_H

#include <features.h>

#define __WEFT_WANT_time_t
#define __WEFT_WANT_suseconds_t
#define __WEFT_WANT_struct_timeval
#include <bits/typedefs.h>

/* XSI has <sys/time.h> give select, fd_set and the FD_* macros, and
   allows all of <sys/select.h>; glibc gives them in every mode, and
   programs rely on it. */
#include <sys/select.h>


struct itimerval {
	struct timeval it_interval;
	struct timeval it_value;
};

#define ITIMER_REAL    0
#define ITIMER_VIRTUAL 1
#define ITIMER_PROF    2

#if defined(_DEFAULT_SOURCE)
/* Obsolete; gettimeofday only zero-fills it. */
struct timezone {
	int tz_minuteswest;
	int tz_dsttime;
};

#define timerisset(t) ((t)->tv_sec || (t)->tv_usec)
#define timerclear(t) ((t)->tv_sec = (t)->tv_usec = 0)
#define timercmp(a, b, op) ((a)->tv_sec == (b)->tv_sec ? \
	(a)->tv_usec op (b)->tv_usec : (a)->tv_sec op (b)->tv_sec)
#define timeradd(a, b, r) do { \
	(r)->tv_sec = (a)->tv_sec + (b)->tv_sec; \
	(r)->tv_usec = (a)->tv_usec + (b)->tv_usec; \
	if ((r)->tv_usec >= 1000000) { (r)->tv_sec++; (r)->tv_usec -= 1000000; } \
} while (0)
#define timersub(a, b, r) do { \
	(r)->tv_sec = (a)->tv_sec - (b)->tv_sec; \
	(r)->tv_usec = (a)->tv_usec - (b)->tv_usec; \
	if ((r)->tv_usec < 0) { (r)->tv_sec--; (r)->tv_usec += 1000000; } \
} while (0)
#endif

__WEFT_BEGIN
int gettimeofday(struct timeval *__weft_restrict tv, void *__weft_restrict tz);
int getitimer(int which, struct itimerval *value);
int setitimer(int which, const struct itimerval *__weft_restrict value,
	      struct itimerval *__weft_restrict old);
int utimes(const char *path, const struct timeval times[2]);
#if defined(_DEFAULT_SOURCE)
int futimes(int fd, const struct timeval times[2]);
int lutimes(const char *path, const struct timeval times[2]);
int settimeofday(const struct timeval *tv, const struct timezone *tz);
/* Slews the clock by delta (null: only reads what is left of the last). */
int adjtime(const struct timeval *delta, struct timeval *olddelta);
#endif
#ifdef _GNU_SOURCE
int futimesat(int dirfd, const char *path, const struct timeval times[2]);
#endif
__WEFT_END

#endif
