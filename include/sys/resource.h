#ifndef _SYS_RESOURCE_H
#define _SYS_RESOURCE_H

#include <features.h>

#define __WEFT_WANT_id_t
#define __WEFT_WANT_pid_t
#define __WEFT_WANT_time_t
#define __WEFT_WANT_suseconds_t
#define __WEFT_WANT_struct_timeval
#include <bits/typedefs.h>

typedef unsigned long rlim_t;

struct rlimit {
	rlim_t rlim_cur;
	rlim_t rlim_max;
};

#ifdef _LARGEFILE64_SOURCE
typedef rlim_t rlim64_t;
#define rlimit64 rlimit
#endif

struct rusage {
	struct timeval ru_utime;
	struct timeval ru_stime;
	long ru_maxrss, ru_ixrss, ru_idrss, ru_isrss, ru_minflt, ru_majflt, ru_nswap,
	     ru_inblock, ru_oublock, ru_msgsnd, ru_msgrcv, ru_nsignals, ru_nvcsw, ru_nivcsw;
};

#define RLIM_INFINITY (~0UL)
#define RLIM_SAVED_CUR RLIM_INFINITY
#define RLIM_SAVED_MAX RLIM_INFINITY

#define RLIMIT_CPU 0
#define RLIMIT_FSIZE 1
#define RLIMIT_DATA 2
#define RLIMIT_STACK 3
#define RLIMIT_CORE 4
#define RLIMIT_RSS 5
#define RLIMIT_NPROC 6
#define RLIMIT_NOFILE 7
#define RLIMIT_MEMLOCK 8
#define RLIMIT_AS 9
#define RLIMIT_LOCKS 10
#define RLIMIT_SIGPENDING 11
#define RLIMIT_MSGQUEUE 12
#define RLIMIT_NICE 13
#define RLIMIT_RTPRIO 14
#define RLIMIT_RTTIME 15
#define RLIMIT_NLIMITS 16
#define RLIM_NLIMITS RLIMIT_NLIMITS

#define RUSAGE_SELF 0
#define RUSAGE_CHILDREN (-1)
#define RUSAGE_THREAD 1

#define PRIO_PROCESS 0
#define PRIO_PGRP 1
#define PRIO_USER 2

__WEFT_BEGIN
int getrlimit(int resource, struct rlimit *rl);
int setrlimit(int resource, const struct rlimit *rl);
int getrusage(int who, struct rusage *ru);
int getpriority(int which, id_t who);
int setpriority(int which, id_t who, int prio);
#ifdef _GNU_SOURCE
int prlimit(pid_t pid, int resource, const struct rlimit *new_limit, struct rlimit *old_limit);
#endif
#ifdef _LARGEFILE64_SOURCE
int getrlimit64(int resource, struct rlimit64 *rl);
int setrlimit64(int resource, const struct rlimit64 *rl);
#ifdef _GNU_SOURCE
int prlimit64(pid_t pid, int resource, const struct rlimit64 *new_limit,
	      struct rlimit64 *old_limit);
#endif
#endif
__WEFT_END

#endif
