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

__WEFT_BEGIN
int clock_gettime(clockid_t clk, struct timespec *ts);
__WEFT_END

#endif
