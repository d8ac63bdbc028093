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
 * signal stack sizes).  Table entries are stored plus one so that 0 means
 * "not a name we know": EINVAL.  An option weft does not support answers
 * -1 without touching errno, as POSIX asks.
 */

#define V(x) ((long)(x) + 1)
#define DYN (-1000)              /* computed below */
#define NO V(-1)                 /* not supported / no limit */
#define YES V(_POSIX_VERSION)

static const long table[] = {
	[_SC_ARG_MAX] = DYN, [_SC_CHILD_MAX] = DYN, [_SC_CLK_TCK] = DYN,
	[_SC_NGROUPS_MAX] = V(NGROUPS_MAX), [_SC_OPEN_MAX] = DYN,
	[_SC_STREAM_MAX] = V(FOPEN_MAX), [_SC_TZNAME_MAX] = NO,
	[_SC_JOB_CONTROL] = V(1), [_SC_SAVED_IDS] = V(1),
	[_SC_REALTIME_SIGNALS] = YES, [_SC_PRIORITY_SCHEDULING] = YES,
	[_SC_TIMERS] = YES, [_SC_ASYNCHRONOUS_IO] = NO, [_SC_PRIORITIZED_IO] = NO,
	[_SC_SYNCHRONIZED_IO] = YES, [_SC_FSYNC] = YES, [_SC_MAPPED_FILES] = YES,
	[_SC_MEMLOCK] = YES, [_SC_MEMLOCK_RANGE] = YES, [_SC_MEMORY_PROTECTION] = YES,
	[_SC_MESSAGE_PASSING] = YES, [_SC_SEMAPHORES] = YES,
	[_SC_SHARED_MEMORY_OBJECTS] = YES, [_SC_AIO_LISTIO_MAX] = NO,
	[_SC_AIO_MAX] = NO, [_SC_AIO_PRIO_DELTA_MAX] = V(0),
	[_SC_DELAYTIMER_MAX] = V(DELAYTIMER_MAX), [_SC_MQ_OPEN_MAX] = NO,
	[_SC_MQ_PRIO_MAX] = V(MQ_PRIO_MAX), [_SC_VERSION] = YES,
	[_SC_PAGESIZE] = DYN, [_SC_RTSIG_MAX] = V(RTSIG_MAX),
	[_SC_SEM_NSEMS_MAX] = NO, [_SC_SEM_VALUE_MAX] = V(SEM_VALUE_MAX),
	[_SC_SIGQUEUE_MAX] = DYN, [_SC_TIMER_MAX] = NO,
	[_SC_BC_BASE_MAX] = V(BC_BASE_MAX), [_SC_BC_DIM_MAX] = V(BC_DIM_MAX),
	[_SC_BC_SCALE_MAX] = V(BC_SCALE_MAX), [_SC_BC_STRING_MAX] = V(BC_STRING_MAX),
	[_SC_COLL_WEIGHTS_MAX] = V(COLL_WEIGHTS_MAX), [_SC_EQUIV_CLASS_MAX] = NO,
	[_SC_EXPR_NEST_MAX] = V(EXPR_NEST_MAX), [_SC_LINE_MAX] = V(LINE_MAX),
	[_SC_RE_DUP_MAX] = V(RE_DUP_MAX), [_SC_CHARCLASS_NAME_MAX] = V(CHARCLASS_NAME_MAX),
	[_SC_2_VERSION] = YES, [_SC_2_C_BIND] = YES, [_SC_2_C_DEV] = NO,
	[_SC_2_FORT_DEV] = NO, [_SC_2_FORT_RUN] = NO, [_SC_2_SW_DEV] = NO,
	[_SC_2_LOCALEDEF] = NO, [_SC_UIO_MAXIOV] = V(IOV_MAX),
	[_SC_THREADS] = YES, [_SC_THREAD_SAFE_FUNCTIONS] = YES,
	[_SC_GETGR_R_SIZE_MAX] = NO, [_SC_GETPW_R_SIZE_MAX] = NO,
	[_SC_LOGIN_NAME_MAX] = V(LOGIN_NAME_MAX), [_SC_TTY_NAME_MAX] = V(TTY_NAME_MAX),
	[_SC_THREAD_DESTRUCTOR_ITERATIONS] = V(PTHREAD_DESTRUCTOR_ITERATIONS),
	[_SC_THREAD_KEYS_MAX] = V(PTHREAD_KEYS_MAX),
	[_SC_THREAD_STACK_MIN] = V(PTHREAD_STACK_MIN), [_SC_THREAD_THREADS_MAX] = NO,
	[_SC_THREAD_ATTR_STACKADDR] = YES, [_SC_THREAD_ATTR_STACKSIZE] = YES,
	[_SC_THREAD_PRIORITY_SCHEDULING] = YES, [_SC_THREAD_PRIO_INHERIT] = NO,
	[_SC_THREAD_PRIO_PROTECT] = NO, [_SC_THREAD_PROCESS_SHARED] = YES,
	[_SC_NPROCESSORS_CONF] = DYN, [_SC_NPROCESSORS_ONLN] = DYN,
	[_SC_PHYS_PAGES] = DYN, [_SC_AVPHYS_PAGES] = DYN,
	[_SC_ATEXIT_MAX] = V(INT_MAX), [_SC_PASS_MAX] = V(8192),
	[_SC_XOPEN_VERSION] = V(_XOPEN_VERSION), [_SC_XOPEN_XCU_VERSION] = V(4),
	[_SC_XOPEN_UNIX] = V(1), [_SC_XOPEN_CRYPT] = NO, [_SC_XOPEN_ENH_I18N] = V(1),
	[_SC_XOPEN_SHM] = V(1), [_SC_2_CHAR_TERM] = NO, [_SC_2_C_VERSION] = NO,
	[_SC_2_UPE] = NO, [_SC_XOPEN_XPG2] = V(1), [_SC_XOPEN_XPG3] = V(1),
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
	[_SC_XOPEN_LEGACY] = V(1), [_SC_XOPEN_REALTIME] = V(1),
	[_SC_XOPEN_REALTIME_THREADS] = V(1), [_SC_ADVISORY_INFO] = YES,
	[_SC_BARRIERS] = YES, [_SC_CLOCK_SELECTION] = YES, [_SC_CPUTIME] = YES,
	[_SC_THREAD_CPUTIME] = YES, [_SC_MONOTONIC_CLOCK] = YES,
	[_SC_READER_WRITER_LOCKS] = YES, [_SC_SPIN_LOCKS] = YES, [_SC_REGEXP] = NO,
	[_SC_SHELL] = V(1), [_SC_SPAWN] = YES, [_SC_SPORADIC_SERVER] = NO,
	[_SC_THREAD_SPORADIC_SERVER] = NO, [_SC_TIMEOUTS] = YES, [_SC_TYPED_MEMORY_OBJECTS] = NO,
	[_SC_2_PBS] = NO, [_SC_2_PBS_ACCOUNTING] = NO, [_SC_2_PBS_LOCATE] = NO,
	[_SC_2_PBS_MESSAGE] = NO, [_SC_2_PBS_TRACK] = NO, [_SC_SYMLOOP_MAX] = V(SYMLOOP_MAX),
	[_SC_2_PBS_CHECKPOINT] = NO, [_SC_V6_ILP32_OFF32] = NO, [_SC_V6_ILP32_OFFBIG] = NO,
	[_SC_V6_LP64_OFF64] = V(1), [_SC_V6_LPBIG_OFFBIG] = NO,
	[_SC_HOST_NAME_MAX] = V(HOST_NAME_MAX), [_SC_TRACE] = NO,
	[_SC_TRACE_EVENT_FILTER] = NO, [_SC_TRACE_INHERIT] = NO, [_SC_TRACE_LOG] = NO,
	[_SC_LEVEL1_ICACHE_SIZE] = V(0), [_SC_LEVEL1_ICACHE_ASSOC] = V(0),
	[_SC_LEVEL1_ICACHE_LINESIZE] = V(0), [_SC_LEVEL1_DCACHE_SIZE] = V(0),
	[_SC_LEVEL1_DCACHE_ASSOC] = V(0), [_SC_LEVEL1_DCACHE_LINESIZE] = V(0),
	[_SC_LEVEL2_CACHE_SIZE] = V(0), [_SC_LEVEL2_CACHE_ASSOC] = V(0),
	[_SC_LEVEL2_CACHE_LINESIZE] = V(0), [_SC_LEVEL3_CACHE_SIZE] = V(0),
	[_SC_LEVEL3_CACHE_ASSOC] = V(0), [_SC_LEVEL3_CACHE_LINESIZE] = V(0),
	[_SC_LEVEL4_CACHE_SIZE] = V(0), [_SC_LEVEL4_CACHE_ASSOC] = V(0),
	[_SC_LEVEL4_CACHE_LINESIZE] = V(0), [_SC_IPV6] = YES, [_SC_RAW_SOCKETS] = YES,
	[_SC_V7_ILP32_OFF32] = NO, [_SC_V7_ILP32_OFFBIG] = NO, [_SC_V7_LP64_OFF64] = V(1),
	[_SC_V7_LPBIG_OFFBIG] = NO, [_SC_SS_REPL_MAX] = NO, [_SC_TRACE_EVENT_NAME_MAX] = NO,
	[_SC_TRACE_NAME_MAX] = NO, [_SC_TRACE_SYS_MAX] = NO, [_SC_TRACE_USER_EVENT_MAX] = NO,
	[_SC_XOPEN_STREAMS] = NO, [_SC_THREAD_ROBUST_PRIO_INHERIT] = NO,
	[_SC_THREAD_ROBUST_PRIO_PROTECT] = NO,
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
	if (table[name] != DYN)
		return table[name] - 1;
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
