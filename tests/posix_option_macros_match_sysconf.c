/* Every POSIX option macro of <unistd.h> agrees with sysconf(): a value > 0
   is what sysconf answers, -1 means sysconf answers -1 (errno untouched),
   0 leaves the answer to run time (-1 or > 0).  Versioned options carry
   200809L.  _POSIX_THREADS is visible in strict POSIX mode, and options the
   library claims (threads, PI and robust PI mutexes) really work. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

#if !defined(_POSIX_THREADS) || _POSIX_THREADS <= 0
#error "_POSIX_THREADS must announce threads"
#endif
#if !defined(_POSIX_VERSION) || _POSIX_VERSION < 200809L
#error "_POSIX_VERSION must be at least 200809L"
#endif
#ifndef _POSIX_VDISABLE
#error "_POSIX_VDISABLE must be defined"
#endif

#define STRINGIFY(x) #x
#define EXPANSION(x) STRINGIFY(x)
/* The macro's name and its expansion: equal when it is not defined. */
#define OPT(m, sc) { #m, EXPANSION(m), sc, 0 }
#define VER(m, sc) { #m, EXPANSION(m), sc, 1 }

struct opt {
	const char *name, *text;
	int sc;
	int versioned;  /* POSIX: if > 0, the value is 200809L */
};

static const struct opt opts[] = {
	VER(_POSIX_VERSION, _SC_VERSION),
	VER(_POSIX2_VERSION, _SC_2_VERSION),
	OPT(_XOPEN_VERSION, _SC_XOPEN_VERSION),
	VER(_POSIX_ADVISORY_INFO, _SC_ADVISORY_INFO),
	VER(_POSIX_ASYNCHRONOUS_IO, _SC_ASYNCHRONOUS_IO),
	VER(_POSIX_BARRIERS, _SC_BARRIERS),
	VER(_POSIX_CLOCK_SELECTION, _SC_CLOCK_SELECTION),
	VER(_POSIX_CPUTIME, _SC_CPUTIME),
	VER(_POSIX_FSYNC, _SC_FSYNC),
	VER(_POSIX_IPV6, _SC_IPV6),
	OPT(_POSIX_JOB_CONTROL, _SC_JOB_CONTROL),
	VER(_POSIX_MAPPED_FILES, _SC_MAPPED_FILES),
	VER(_POSIX_MEMLOCK, _SC_MEMLOCK),
	VER(_POSIX_MEMLOCK_RANGE, _SC_MEMLOCK_RANGE),
	VER(_POSIX_MEMORY_PROTECTION, _SC_MEMORY_PROTECTION),
	VER(_POSIX_MESSAGE_PASSING, _SC_MESSAGE_PASSING),
	VER(_POSIX_MONOTONIC_CLOCK, _SC_MONOTONIC_CLOCK),
	VER(_POSIX_PRIORITIZED_IO, _SC_PRIORITIZED_IO),
	VER(_POSIX_PRIORITY_SCHEDULING, _SC_PRIORITY_SCHEDULING),
	VER(_POSIX_RAW_SOCKETS, _SC_RAW_SOCKETS),
	VER(_POSIX_READER_WRITER_LOCKS, _SC_READER_WRITER_LOCKS),
	VER(_POSIX_REALTIME_SIGNALS, _SC_REALTIME_SIGNALS),
	OPT(_POSIX_REGEXP, _SC_REGEXP),
	OPT(_POSIX_SAVED_IDS, _SC_SAVED_IDS),
	VER(_POSIX_SEMAPHORES, _SC_SEMAPHORES),
	VER(_POSIX_SHARED_MEMORY_OBJECTS, _SC_SHARED_MEMORY_OBJECTS),
	OPT(_POSIX_SHELL, _SC_SHELL),
	VER(_POSIX_SPAWN, _SC_SPAWN),
	VER(_POSIX_SPIN_LOCKS, _SC_SPIN_LOCKS),
	VER(_POSIX_SPORADIC_SERVER, _SC_SPORADIC_SERVER),
	VER(_POSIX_SYNCHRONIZED_IO, _SC_SYNCHRONIZED_IO),
	VER(_POSIX_THREAD_ATTR_STACKADDR, _SC_THREAD_ATTR_STACKADDR),
	VER(_POSIX_THREAD_ATTR_STACKSIZE, _SC_THREAD_ATTR_STACKSIZE),
	VER(_POSIX_THREAD_CPUTIME, _SC_THREAD_CPUTIME),
	VER(_POSIX_THREAD_PRIO_INHERIT, _SC_THREAD_PRIO_INHERIT),
	VER(_POSIX_THREAD_PRIO_PROTECT, _SC_THREAD_PRIO_PROTECT),
	VER(_POSIX_THREAD_PRIORITY_SCHEDULING, _SC_THREAD_PRIORITY_SCHEDULING),
	VER(_POSIX_THREAD_PROCESS_SHARED, _SC_THREAD_PROCESS_SHARED),
	VER(_POSIX_THREAD_ROBUST_PRIO_INHERIT, _SC_THREAD_ROBUST_PRIO_INHERIT),
	VER(_POSIX_THREAD_ROBUST_PRIO_PROTECT, _SC_THREAD_ROBUST_PRIO_PROTECT),
	VER(_POSIX_THREAD_SAFE_FUNCTIONS, _SC_THREAD_SAFE_FUNCTIONS),
	VER(_POSIX_THREAD_SPORADIC_SERVER, _SC_THREAD_SPORADIC_SERVER),
	VER(_POSIX_THREADS, _SC_THREADS),
	VER(_POSIX_TIMEOUTS, _SC_TIMEOUTS),
	VER(_POSIX_TIMERS, _SC_TIMERS),
	VER(_POSIX_TRACE, _SC_TRACE),
	VER(_POSIX_TRACE_EVENT_FILTER, _SC_TRACE_EVENT_FILTER),
	VER(_POSIX_TRACE_INHERIT, _SC_TRACE_INHERIT),
	VER(_POSIX_TRACE_LOG, _SC_TRACE_LOG),
	VER(_POSIX_TYPED_MEMORY_OBJECTS, _SC_TYPED_MEMORY_OBJECTS),
	OPT(_POSIX_V6_ILP32_OFF32, _SC_V6_ILP32_OFF32),
	OPT(_POSIX_V6_ILP32_OFFBIG, _SC_V6_ILP32_OFFBIG),
	OPT(_POSIX_V6_LP64_OFF64, _SC_V6_LP64_OFF64),
	OPT(_POSIX_V6_LPBIG_OFFBIG, _SC_V6_LPBIG_OFFBIG),
	OPT(_POSIX_V7_ILP32_OFF32, _SC_V7_ILP32_OFF32),
	OPT(_POSIX_V7_ILP32_OFFBIG, _SC_V7_ILP32_OFFBIG),
	OPT(_POSIX_V7_LP64_OFF64, _SC_V7_LP64_OFF64),
	OPT(_POSIX_V7_LPBIG_OFFBIG, _SC_V7_LPBIG_OFFBIG),
	VER(_POSIX2_C_BIND, _SC_2_C_BIND),
	VER(_POSIX2_C_DEV, _SC_2_C_DEV),
	VER(_POSIX2_CHAR_TERM, _SC_2_CHAR_TERM),
	VER(_POSIX2_FORT_DEV, _SC_2_FORT_DEV),
	VER(_POSIX2_FORT_RUN, _SC_2_FORT_RUN),
	VER(_POSIX2_LOCALEDEF, _SC_2_LOCALEDEF),
	VER(_POSIX2_PBS, _SC_2_PBS),
	VER(_POSIX2_PBS_ACCOUNTING, _SC_2_PBS_ACCOUNTING),
	VER(_POSIX2_PBS_CHECKPOINT, _SC_2_PBS_CHECKPOINT),
	VER(_POSIX2_PBS_LOCATE, _SC_2_PBS_LOCATE),
	VER(_POSIX2_PBS_MESSAGE, _SC_2_PBS_MESSAGE),
	VER(_POSIX2_PBS_TRACK, _SC_2_PBS_TRACK),
	VER(_POSIX2_SW_DEV, _SC_2_SW_DEV),
	VER(_POSIX2_UPE, _SC_2_UPE),
	OPT(_XOPEN_CRYPT, _SC_XOPEN_CRYPT),
	OPT(_XOPEN_ENH_I18N, _SC_XOPEN_ENH_I18N),
	OPT(_XOPEN_LEGACY, _SC_XOPEN_LEGACY),
	OPT(_XOPEN_REALTIME, _SC_XOPEN_REALTIME),
	OPT(_XOPEN_REALTIME_THREADS, _SC_XOPEN_REALTIME_THREADS),
	OPT(_XOPEN_SHM, _SC_XOPEN_SHM),
	OPT(_XOPEN_STREAMS, _SC_XOPEN_STREAMS),
	OPT(_XOPEN_UNIX, _SC_XOPEN_UNIX),
};

/* The macro's value from its expansion: an integer literal, maybe signed,
   parenthesised or with an L suffix.  Anything else fails the test. */
static long value_of(const struct opt *o)
{
	const char *p = o->text;
	char *end;
	long v;

	while (*p == '(' || *p == ' ')
		p++;
	v = strtol(p, &end, 10);
	if (end == p)
		t_fail_str(__FILE__, __LINE__, "option macro is an integer", o->text, o->name);
	while (*end == 'L' || *end == 'l' || *end == ')' || *end == ' ')
		end++;
	if (*end)
		t_fail_str(__FILE__, __LINE__, "option macro is an integer", o->text, o->name);
	return v;
}

static void fail_opt(const struct opt *o, const char *why, long got)
{
	char msg[200];

	snprintf(msg, sizeof msg, "%s (= %s): %s", o->name, o->text, why);
	t_fail_eq(__FILE__, __LINE__, msg, got, 0);
}

static void check_option(const struct opt *o)
{
	int defined = strcmp(o->name, o->text) != 0;
	long v = defined ? value_of(o) : 0;
	long r;

	errno = 0;
	r = sysconf(o->sc);
#ifdef __GLIBC__
	/* glibc's sysconf has no case for the robust-mutex options although
	   <unistd.h> defines them: it answers EINVAL. */
	if (r == -1 && errno == EINVAL && (o->sc == _SC_THREAD_ROBUST_PRIO_INHERIT ||
					   o->sc == _SC_THREAD_ROBUST_PRIO_PROTECT))
		return;
#endif
	if (r == -1 && errno != 0)
		fail_opt(o, "sysconf does not know the name (errno)", errno);
	if (!defined || v == 0) {
		/* decided at run time: supported (> 0) or not (-1) */
		if (r != -1 && r <= 0)
			fail_opt(o, "sysconf answer is neither -1 nor > 0", r);
		return;
	}
	if (v < 0 && v != -1)
		fail_opt(o, "negative value other than -1", v);
	if (o->versioned && v > 0 && v != 200809L)
		fail_opt(o, "a supported versioned option must be 200809L", v);
	if (r != v)
		fail_opt(o, "sysconf disagrees; it answered", r);
}

static void *thread_fn(void *arg)
{
	return arg;
}

static void *die_holding(void *arg)
{
	CHECK_EQ(pthread_mutex_lock(arg), 0);
	return 0;
}

int main(void)
{
	for (size_t i = 0; i < sizeof opts / sizeof *opts; i++)
		check_option(&opts[i]);

	/* The file-system options that pathconf also answers. */
#if defined(_POSIX_CHOWN_RESTRICTED) && _POSIX_CHOWN_RESTRICTED != -1
	errno = 0;
	CHECK(pathconf(".", _PC_CHOWN_RESTRICTED) != -1);
#else
	CHECK(!"_POSIX_CHOWN_RESTRICTED must be defined, other than -1");
#endif
#if defined(_POSIX_NO_TRUNC) && _POSIX_NO_TRUNC != -1
	CHECK(pathconf(".", _PC_NO_TRUNC) != -1);
#else
	CHECK(!"_POSIX_NO_TRUNC must be defined, other than -1");
#endif

	/* A program that tests the macro in strict POSIX mode sees threads. */
	CHECK_EQ(t_sh("printf '#include <unistd.h>\\n#if !defined(_POSIX_THREADS) || _POSIX_THREADS <= 0\\n"
		      "#error no threads\\n#endif\\n#if _POSIX_THREAD_PRIO_INHERIT <= 0 && _POSIX_THREAD_PRIO_INHERIT != 0\\n"
		      "#error no PI\\n#endif\\nint main(void) { return 0; }\\n' > strict.c && "
		      "\"$TEST_CC\" -std=c99 -D_POSIX_C_SOURCE=200809L -Wall -Werror -o strict strict.c && ./strict"), 0);

#if _POSIX_THREADS > 0
	{
		pthread_t t;
		void *res = 0;
		int x;

		CHECK_EQ(pthread_create(&t, 0, thread_fn, &x), 0);
		CHECK_EQ(pthread_join(t, &res), 0);
		CHECK(res == &x);
	}
#endif
	/* Claimed protocols are accepted and work. */
	if (sysconf(_SC_THREAD_PRIO_INHERIT) > 0) {
		pthread_mutexattr_t a;
		pthread_mutex_t m;

		CHECK_EQ(pthread_mutexattr_init(&a), 0);
		CHECK_EQ(pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_INHERIT), 0);
		CHECK_EQ(pthread_mutex_init(&m, &a), 0);
		CHECK_EQ(pthread_mutex_lock(&m), 0);
		CHECK_EQ(pthread_mutex_unlock(&m), 0);
		CHECK_EQ(pthread_mutex_destroy(&m), 0);
		CHECK_EQ(pthread_mutexattr_destroy(&a), 0);
	}
	if (sysconf(_SC_THREAD_PRIO_PROTECT) > 0) {
		pthread_mutexattr_t a;
		int proto = -1;

		CHECK_EQ(pthread_mutexattr_init(&a), 0);
		CHECK_EQ(pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_PROTECT), 0);
		CHECK_EQ(pthread_mutexattr_getprotocol(&a, &proto), 0);
		CHECK_EQ(proto, PTHREAD_PRIO_PROTECT);
		CHECK_EQ(pthread_mutexattr_destroy(&a), 0);
	}
	if (sysconf(_SC_THREAD_ROBUST_PRIO_INHERIT) > 0) {
		pthread_mutexattr_t a;
		pthread_mutex_t m;
		pthread_t t;

		CHECK_EQ(pthread_mutexattr_init(&a), 0);
		CHECK_EQ(pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_INHERIT), 0);
		CHECK_EQ(pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST), 0);
		CHECK_EQ(pthread_mutex_init(&m, &a), 0);
		CHECK_EQ(pthread_create(&t, 0, die_holding, &m), 0);
		CHECK_EQ(pthread_join(t, 0), 0);
		CHECK_EQ(pthread_mutex_lock(&m), EOWNERDEAD);
		CHECK_EQ(pthread_mutex_consistent(&m), 0);
		CHECK_EQ(pthread_mutex_unlock(&m), 0);
		CHECK_EQ(pthread_mutex_lock(&m), 0);
		CHECK_EQ(pthread_mutex_unlock(&m), 0);
		CHECK_EQ(pthread_mutex_destroy(&m), 0);
		CHECK_EQ(pthread_mutexattr_destroy(&a), 0);
	}
	return 0;
}
