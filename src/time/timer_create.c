#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include "cancel.h"
#include "pthread_impl.h"
#include "signal_impl.h"
#include "syscall.h"
#include "time_impl.h"

/* What timer_create hands its helper, on the creator's stack: valid
   until done is set. */
struct timer_start {
	void (*fn)(union sigval);
	union sigval value;
	clockid_t clk;
	volatile int done;
	long err;
	struct __timer_thread *tt;
};

/*
 * The helper of one SIGEV_THREAD timer.  It makes the kernel timer
 * itself, aimed at its own tid, after blocking SIGTIMER: so no expiry can
 * ever find the signal unblocked in it, and the creator never needs the
 * helper's tid.  It then takes every expiry with a raw sigtimedwait and
 * runs the function in its own context (the thread has the attributes
 * the application asked for).  It leaves only on timer_delete's message,
 * an SI_QUEUE signal carrying the record's address: a cancel request
 * (SI_TKILL) or a timer signal still queued from before the delete
 * cannot be taken for it, and timer_delete's use of our tid is over by
 * then (pthread_exit takes our kill lock).
 */
static void *timer_thread(void *p)
{
	struct timer_start *st = p;
	struct __pthread *self = __self();
	struct __timer_thread tt = { .thread = self };
	void (*fn)(union sigval) = st->fn;
	union sigval value = st->value;
	unsigned long set = 1UL << (SIGTIMER - 1);
	struct sigevent ksev;
	siginfo_t si;
	long r;

	/* The thread belongs to the library: a pthread_cancel aimed at it
	   (its id is visible through pthread_self) must not end it behind
	   timer_delete's back. */
	self->cancel_disable = 1;
	__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, 0, KSIGSET_SIZE);
	memset(&ksev, 0, sizeof ksev);
	ksev.sigev_notify = SIGEV_THREAD_ID;
	ksev.sigev_signo = SIGTIMER;
	ksev.sigev_value.sival_ptr = &tt;
	ksev.sigev_notify_thread_id = self->tid;
	r = __syscall(SYS_timer_create, st->clk, &ksev, &tt.kid);
	st->err = r;
	st->tt = &tt;
	__sigev_thread_started(&st->done);	/* st may be gone after it */
	if (r)
		return 0;

	for (;;) {
		/* The function may have unblocked SIGTIMER (sigprocmask's
		   SETMASK never keeps internal signals blocked): block it
		   again before waiting, so expiries queue for us. */
		__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, 0, KSIGSET_SIZE);
		r = __syscall(SYS_rt_sigtimedwait, &set, &si, 0, KSIGSET_SIZE);
		if (r != SIGTIMER || si.si_value.sival_ptr != &tt)
			continue;
		if (si.si_code == SI_QUEUE && si.si_pid == __syscall(SYS_getpid))
			break;
		if (si.si_code != SI_TIMER || __atomic_load_n(&tt.stop, __ATOMIC_ACQUIRE))
			continue;
		__atomic_store_n(&tt.overrun, si.si_overrun, __ATOMIC_RELAXED);
		fn(value);
	}
	return 0;
}

static int thread_timer(clockid_t clk, const struct sigevent *sev, timer_t *timerid)
{
	struct timer_start st = {
		.fn = sev->sigev_notify_function,
		.value = sev->sigev_value,
		.clk = clk,
	};
	int e;

	if (!st.fn)
		return EINVAL;
	/* The helper makes the kernel timer: the caller's own CPU clock
	   must be named by its tid, or it would measure the helper. */
	if (clk == CLOCK_THREAD_CPUTIME_ID)
		st.clk = (clockid_t)((~(unsigned)__self()->tid << 3) | KCPUCLOCK_PERTHREAD | KCPUCLOCK_SCHED);
	/* A handler for signal 32, whose default action ends the process:
	   an expiry that arrives while the function has it unblocked is
	   then lost (it does nothing in a thread with no cancel request),
	   never fatal. */
	__cancel_init();
	/* detached (__sigev_thread): timer_delete alone ends it */
	e = __sigev_thread(sev, timer_thread, &st, &st.done, 0);
	if (e)
		return e;
	if (st.err)
		return (int)-st.err;
	*timerid = __timer_from_thread(st.tt);
	return 0;
}

/* Kernel POSIX timers (docs/time.md).  A signal timer's timer_t is the
   kernel's id itself, so the other timer_* calls pass it straight
   through; a SIGEV_THREAD timer is served by a helper thread.  weft's
   internal signals cannot be a timer's notification. */
int timer_create(clockid_t clk, struct sigevent *restrict sev, timer_t *restrict timerid)
{
	int id, e;
	long r;

	if (sev) {
		e = __sigevent_check(sev, 1);
		if (!e && sev->sigev_notify == SIGEV_THREAD) {
			e = thread_timer(clk, sev, timerid);
			if (!e)
				return 0;
		}
		if (e) {
			errno = e;
			return -1;
		}
	}
	r = __syscall(SYS_timer_create, clk, sev, &id);
	if (r)
		return __syscall_ret(r);
	*timerid = __timer_from_id(id);
	return 0;
}
