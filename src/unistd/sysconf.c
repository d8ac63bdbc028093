#include <elf.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/sysinfo.h>
#include <unistd.h>
#include "libc.h"

/*
 * Constant answers live in one table indexed by the _SC_ number; a few
 * names are computed (limits from getrlimit, processor and memory counts,
 * signal stack sizes).  An entry left 0 by the initialiser is "not a name
 * we know": EINVAL, so a real answer of 0 is stored as ZERO.  -1 is stored
 * as itself: an option weft does not support answers -1 without touching
 * errno, as POSIX asks, and must not look like an unknown name.  Every option is the value of
 * its <unistd.h> macro (bits/posixopt.h), never a literal, so a program
 * testing the macro and one asking sysconf reach the same answer.
 */

#define ZERO LONG_MIN
#define DYN (LONG_MIN + 1)       /* computed below */
#define V(x) ((long)(x) ? (long)(x) : ZERO)
#define NO (-1L)                 /* not supported / no limit */

static const long table[] = {
	[_SC_ARG_MAX] = DYN, [_SC_CHILD_MAX] = DYN, [_SC_CLK_TCK] = DYN,
	[_SC_NGROUPS_MAX] = V(NGROUPS_MAX), [_SC_OPEN_MAX] = DYN,
	[_SC_STREAM_MAX] = V(FOPEN_MAX), [_SC_TZNAME_MAX] = NO,
	[_SC_JOB_CONTROL] = V(_POSIX_JOB_CONTROL), [_SC_SAVED_IDS] = V(_POSIX_SAVED_IDS),
	[_SC_REALTIME_SIGNALS] = V(_POSIX_REALTIME_SIGNALS), [_SC_PRIORITY_SCHEDULING] = V(_POSIX_PRIORITY_SCHEDULING),
	[_SC_TIMERS] = V(_POSIX_TIMERS), [_SC_ASYNCHRONOUS_IO] = V(_POSIX_ASYNCHRONOUS_IO), [_SC_PRIORITIZED_IO] = V(_POSIX_PRIORITIZED_IO),
	[_SC_SYNCHRONIZED_IO] = V(_POSIX_SYNCHRONIZED_IO), [_SC_FSYNC] = V(_POSIX_FSYNC), [_SC_MAPPED_FILES] = V(_POSIX_MAPPED_FILES),
	[_SC_MEMLOCK] = V(_POSIX_MEMLOCK), [_SC_MEMLOCK_RANGE] = V(_POSIX_MEMLOCK_RANGE), [_SC_MEMORY_PROTECTION] = V(_POSIX_MEMORY_PROTECTION),
	[_SC_MESSAGE_PASSING] = V(_POSIX_MESSAGE_PASSING), [_SC_SEMAPHORES] = V(_POSIX_SEMAPHORES),
	[_SC_SHARED_MEMORY_OBJECTS] = V(_POSIX_SHARED_MEMORY_OBJECTS), [_SC_AIO_LISTIO_MAX] = NO,
	[_SC_AIO_MAX] = NO, [_SC_AIO_PRIO_DELTA_MAX] = V(AIO_PRIO_DELTA_MAX),
	[_SC_DELAYTIMER_MAX] = V(DELAYTIMER_MAX), [_SC_MQ_OPEN_MAX] = NO,
	[_SC_MQ_PRIO_MAX] = V(MQ_PRIO_MAX), [_SC_VERSION] = V(_POSIX_VERSION),
	[_SC_PAGESIZE] = DYN, [_SC_RTSIG_MAX] = V(RTSIG_MAX),
	[_SC_SEM_NSEMS_MAX] = NO, [_SC_SEM_VALUE_MAX] = V(SEM_VALUE_MAX),
	[_SC_SIGQUEUE_MAX] = DYN, [_SC_TIMER_MAX] = NO,
	[_SC_BC_BASE_MAX] = V(BC_BASE_MAX), [_SC_BC_DIM_MAX] = V(BC_DIM_MAX),
	[_SC_BC_SCALE_MAX] = V(BC_SCALE_MAX), [_SC_BC_STRING_MAX] = V(BC_STRING_MAX),
	[_SC_COLL_WEIGHTS_MAX] = V(COLL_WEIGHTS_MAX), [_SC_EQUIV_CLASS_MAX] = NO,
	[_SC_EXPR_NEST_MAX] = V(EXPR_NEST_MAX), [_SC_LINE_MAX] = V(LINE_MAX),
	[_SC_RE_DUP_MAX] = V(RE_DUP_MAX), [_SC_CHARCLASS_NAME_MAX] = V(CHARCLASS_NAME_MAX),
	[_SC_2_VERSION] = V(_POSIX2_VERSION), [_SC_2_C_BIND] = V(_POSIX2_C_BIND), [_SC_2_C_DEV] = V(_POSIX2_C_DEV),
	[_SC_2_FORT_DEV] = V(_POSIX2_FORT_DEV), [_SC_2_FORT_RUN] = V(_POSIX2_FORT_RUN), [_SC_2_SW_DEV] = V(_POSIX2_SW_DEV),
	[_SC_2_LOCALEDEF] = V(_POSIX2_LOCALEDEF), [_SC_UIO_MAXIOV] = V(IOV_MAX),
	[_SC_THREADS] = V(_POSIX_THREADS), [_SC_THREAD_SAFE_FUNCTIONS] = V(_POSIX_THREAD_SAFE_FUNCTIONS),
	[_SC_GETGR_R_SIZE_MAX] = NO, [_SC_GETPW_R_SIZE_MAX] = NO,
	[_SC_LOGIN_NAME_MAX] = V(LOGIN_NAME_MAX), [_SC_TTY_NAME_MAX] = V(TTY_NAME_MAX),
	[_SC_THREAD_DESTRUCTOR_ITERATIONS] = V(PTHREAD_DESTRUCTOR_ITERATIONS),
	[_SC_THREAD_KEYS_MAX] = V(PTHREAD_KEYS_MAX),
	[_SC_THREAD_STACK_MIN] = V(PTHREAD_STACK_MIN), [_SC_THREAD_THREADS_MAX] = NO,
	[_SC_THREAD_ATTR_STACKADDR] = V(_POSIX_THREAD_ATTR_STACKADDR), [_SC_THREAD_ATTR_STACKSIZE] = V(_POSIX_THREAD_ATTR_STACKSIZE),
	[_SC_THREAD_PRIORITY_SCHEDULING] = V(_POSIX_THREAD_PRIORITY_SCHEDULING), [_SC_THREAD_PRIO_INHERIT] = V(_POSIX_THREAD_PRIO_INHERIT),
	[_SC_THREAD_PRIO_PROTECT] = V(_POSIX_THREAD_PRIO_PROTECT), [_SC_THREAD_PROCESS_SHARED] = V(_POSIX_THREAD_PROCESS_SHARED),
	[_SC_NPROCESSORS_CONF] = DYN, [_SC_NPROCESSORS_ONLN] = DYN,
	[_SC_PHYS_PAGES] = DYN, [_SC_AVPHYS_PAGES] = DYN,
	[_SC_ATEXIT_MAX] = V(INT_MAX), [_SC_PASS_MAX] = V(8192),
	[_SC_XOPEN_VERSION] = V(_XOPEN_VERSION), [_SC_XOPEN_XCU_VERSION] = V(4),
	[_SC_XOPEN_UNIX] = V(_XOPEN_UNIX), [_SC_XOPEN_CRYPT] = V(_XOPEN_CRYPT), [_SC_XOPEN_ENH_I18N] = V(_XOPEN_ENH_I18N),
	[_SC_XOPEN_SHM] = V(_XOPEN_SHM), [_SC_2_CHAR_TERM] = V(_POSIX2_CHAR_TERM), [_SC_2_C_VERSION] = NO,
	[_SC_2_UPE] = V(_POSIX2_UPE), [_SC_XOPEN_XPG2] = V(1), [_SC_XOPEN_XPG3] = V(1),
	[_SC_XOPEN_XPG4] = V(1), [_SC_CHAR_BIT] = V(CHAR_BIT),
	[_SC_CHAR_MAX] = V(CHAR_MAX), [_SC_CHAR_MIN] = V(CHAR_MIN),
	[_SC_INT_MAX] = V(INT_MAX), [_SC_INT_MIN] = V(INT_MIN),
	[_SC_LONG_BIT] = V(LONG_BIT), [_SC_WORD_BIT] = V(WORD_BIT),
	[_SC_MB_LEN_MAX] = V(MB_LEN_MAX), [_SC_NZERO] = V(NZERO),
	[_SC_SSIZE_MAX] = V(_POSIX_SSIZE_MAX), [_SC_SCHAR_MAX] = V(SCHAR_MAX),
	[_SC_SCHAR_MIN] = V(SCHAR_MIN), [_SC_SHRT_MAX] = V(SHRT_MAX),
	[_SC_SHRT_MIN] = V(SHRT_MIN), [_SC_UCHAR_MAX] = V(UCHAR_MAX),
	[_SC_UINT_MAX] = V(UINT_MAX), [_SC_ULONG_MAX] = NO, [_SC_USHRT_MAX] = V(USHRT_MAX),
	[_SC_NL_ARGMAX] = V(NL_ARGMAX), [_SC_NL_LANGMAX] = V(NL_LANGMAX),
	[_SC_NL_MSGMAX] = V(NL_MSGMAX), [_SC_NL_NMAX] = V(NL_NMAX),
	[_SC_NL_SETMAX] = V(NL_SETMAX), [_SC_NL_TEXTMAX] = V(NL_TEXTMAX),
	[_SC_XBS5_ILP32_OFF32] = NO, [_SC_XBS5_ILP32_OFFBIG] = NO,
	[_SC_XBS5_LP64_OFF64] = V(1), [_SC_XBS5_LPBIG_OFFBIG] = NO,
	[_SC_XOPEN_LEGACY] = V(_XOPEN_LEGACY), [_SC_XOPEN_REALTIME] = V(_XOPEN_REALTIME),
	[_SC_XOPEN_REALTIME_THREADS] = V(_XOPEN_REALTIME_THREADS), [_SC_ADVISORY_INFO] = V(_POSIX_ADVISORY_INFO),
	[_SC_BARRIERS] = V(_POSIX_BARRIERS), [_SC_CLOCK_SELECTION] = V(_POSIX_CLOCK_SELECTION), [_SC_CPUTIME] = V(_POSIX_CPUTIME),
	[_SC_THREAD_CPUTIME] = V(_POSIX_THREAD_CPUTIME), [_SC_MONOTONIC_CLOCK] = V(_POSIX_MONOTONIC_CLOCK),
	[_SC_READER_WRITER_LOCKS] = V(_POSIX_READER_WRITER_LOCKS), [_SC_SPIN_LOCKS] = V(_POSIX_SPIN_LOCKS), [_SC_REGEXP] = V(_POSIX_REGEXP),
	[_SC_SHELL] = V(_POSIX_SHELL), [_SC_SPAWN] = V(_POSIX_SPAWN), [_SC_SPORADIC_SERVER] = V(_POSIX_SPORADIC_SERVER),
	[_SC_THREAD_SPORADIC_SERVER] = V(_POSIX_THREAD_SPORADIC_SERVER), [_SC_TIMEOUTS] = V(_POSIX_TIMEOUTS), [_SC_TYPED_MEMORY_OBJECTS] = V(_POSIX_TYPED_MEMORY_OBJECTS),
	[_SC_2_PBS] = V(_POSIX2_PBS), [_SC_2_PBS_ACCOUNTING] = V(_POSIX2_PBS_ACCOUNTING), [_SC_2_PBS_LOCATE] = V(_POSIX2_PBS_LOCATE),
	[_SC_2_PBS_MESSAGE] = V(_POSIX2_PBS_MESSAGE), [_SC_2_PBS_TRACK] = V(_POSIX2_PBS_TRACK), [_SC_SYMLOOP_MAX] = V(SYMLOOP_MAX),
	[_SC_2_PBS_CHECKPOINT] = V(_POSIX2_PBS_CHECKPOINT), [_SC_V6_ILP32_OFF32] = V(_POSIX_V6_ILP32_OFF32), [_SC_V6_ILP32_OFFBIG] = V(_POSIX_V6_ILP32_OFFBIG),
	[_SC_V6_LP64_OFF64] = V(_POSIX_V6_LP64_OFF64), [_SC_V6_LPBIG_OFFBIG] = V(_POSIX_V6_LPBIG_OFFBIG),
	[_SC_HOST_NAME_MAX] = V(HOST_NAME_MAX), [_SC_TRACE] = V(_POSIX_TRACE),
	[_SC_TRACE_EVENT_FILTER] = V(_POSIX_TRACE_EVENT_FILTER), [_SC_TRACE_INHERIT] = V(_POSIX_TRACE_INHERIT), [_SC_TRACE_LOG] = V(_POSIX_TRACE_LOG),
	[_SC_LEVEL1_ICACHE_SIZE] = V(0), [_SC_LEVEL1_ICACHE_ASSOC] = V(0),
	[_SC_LEVEL1_ICACHE_LINESIZE] = V(0), [_SC_LEVEL1_DCACHE_SIZE] = V(0),
	[_SC_LEVEL1_DCACHE_ASSOC] = V(0), [_SC_LEVEL1_DCACHE_LINESIZE] = V(0),
	[_SC_LEVEL2_CACHE_SIZE] = V(0), [_SC_LEVEL2_CACHE_ASSOC] = V(0),
	[_SC_LEVEL2_CACHE_LINESIZE] = V(0), [_SC_LEVEL3_CACHE_SIZE] = V(0),
	[_SC_LEVEL3_CACHE_ASSOC] = V(0), [_SC_LEVEL3_CACHE_LINESIZE] = V(0),
	[_SC_LEVEL4_CACHE_SIZE] = V(0), [_SC_LEVEL4_CACHE_ASSOC] = V(0),
	[_SC_LEVEL4_CACHE_LINESIZE] = V(0), [_SC_IPV6] = V(_POSIX_IPV6), [_SC_RAW_SOCKETS] = V(_POSIX_RAW_SOCKETS),
	[_SC_V7_ILP32_OFF32] = V(_POSIX_V7_ILP32_OFF32), [_SC_V7_ILP32_OFFBIG] = V(_POSIX_V7_ILP32_OFFBIG), [_SC_V7_LP64_OFF64] = V(_POSIX_V7_LP64_OFF64),
	[_SC_V7_LPBIG_OFFBIG] = V(_POSIX_V7_LPBIG_OFFBIG), [_SC_SS_REPL_MAX] = NO, [_SC_TRACE_EVENT_NAME_MAX] = NO,
	[_SC_TRACE_NAME_MAX] = NO, [_SC_TRACE_SYS_MAX] = NO, [_SC_TRACE_USER_EVENT_MAX] = NO,
	[_SC_XOPEN_STREAMS] = V(_XOPEN_STREAMS), [_SC_THREAD_ROBUST_PRIO_INHERIT] = V(_POSIX_THREAD_ROBUST_PRIO_INHERIT),
	[_SC_THREAD_ROBUST_PRIO_PROTECT] = V(_POSIX_THREAD_ROBUST_PRIO_PROTECT),
	[_SC_MINSIGSTKSZ] = DYN, [_SC_SIGSTKSZ] = DYN,
};

static long rlimit_or_none(int res)
{
	struct rlimit rl;

	if (getrlimit(res, &rl) < 0 || rl.rlim_cur == RLIM_INFINITY)
		return -1;
	return (long)rl.rlim_cur;
}

/* The kernel's signal frame size for this CPU (AT_MINSIGSTKSZ), at least
   the compile-time minimum. */
static long min_sigstack(void)
{
	const size_t *v = __auxv_find(AT_MINSIGSTKSZ);
	long k = v ? (long)*v : 0;

	return k > MINSIGSTKSZ ? k : MINSIGSTKSZ;
}

long sysconf(int name)
{
	long v;

	if (name < 0 || (size_t)name >= sizeof table / sizeof *table || !table[name]) {
		errno = EINVAL;
		return -1;
	}
	if (table[name] == ZERO)
		return 0;
	if (table[name] != DYN)
		return table[name];
	switch (name) {
	case _SC_ARG_MAX:
		/* The kernel allows a quarter of the stack limit for arguments. */
		v = rlimit_or_none(RLIMIT_STACK);
		return v < 0 ? LONG_MAX : (v / 4 > ARG_MAX ? v / 4 : ARG_MAX);
	case _SC_CHILD_MAX:
		return rlimit_or_none(RLIMIT_NPROC);
	case _SC_OPEN_MAX:
		return rlimit_or_none(RLIMIT_NOFILE);
	case _SC_SIGQUEUE_MAX:
		return rlimit_or_none(RLIMIT_SIGPENDING);
	case _SC_CLK_TCK:
		return 100;   /* USER_HZ: the unit of times() on every Linux arch */
	case _SC_PAGESIZE:
		return (long)__libc.page_size;
	case _SC_NPROCESSORS_CONF:
		return get_nprocs_conf();
	case _SC_NPROCESSORS_ONLN:
		return get_nprocs();
	case _SC_PHYS_PAGES:
		return get_phys_pages();
	case _SC_AVPHYS_PAGES:
		return get_avphys_pages();
	case _SC_MINSIGSTKSZ:
		return min_sigstack();
	case _SC_SIGSTKSZ:
		/* Room for the handler's own frames on top of the kernel's. */
		v = 4 * min_sigstack();
		return v > SIGSTKSZ ? v : SIGSTKSZ;
	}
	errno = EINVAL;
	return -1;
}
