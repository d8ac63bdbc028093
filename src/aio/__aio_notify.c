#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include "aio_impl.h"
#include "futex.h"
#include "signal_impl.h"
#include "syscall.h"

hidden volatile int __aio_seq, __aio_waiters;

/* Called after a request's error status is stored: the store, the
   increment and the look at the waiter count are all sequentially
   consistent, and aio_suspend counts itself before it reads the word, so
   either it sees the new status or we see it counted. */
hidden void __aio_completed(void)
{
	__atomic_fetch_add(&__aio_seq, 1, __ATOMIC_SEQ_CST);
	if (__atomic_load_n(&__aio_waiters, __ATOMIC_SEQ_CST))
		__futex_wake(&__aio_seq, INT_MAX, 1);
}

/* SIGEV_SIGNAL with signal 0 sends nothing (as kill's): SIGEV_SIGNAL
   is 0, so that is what an aiocb cleared with memset asks for, and
   programs written for glibc count on it. */
hidden int __aio_sev_check(const struct sigevent *sev)
{
	if (sev->sigev_notify == SIGEV_SIGNAL && !sev->sigev_signo)
		return 0;
	if (sev->sigev_notify == SIGEV_THREAD_ID ||
	    (sev->sigev_notify == SIGEV_THREAD && !sev->sigev_notify_function))
		return EINVAL;
	return __sigevent_check(sev, 0);
}

/* What a notification thread is handed, on the notifier's stack: valid
   until done is set. */
struct notify_start {
	void (*fn)(union sigval);
	union sigval value;
	volatile int done;
};

static void *notify_thread(void *p)
{
	struct notify_start *st = p;
	void (*fn)(union sigval) = st->fn;
	union sigval value = st->value;

	__sigev_thread_started(&st->done);	/* st may be gone after it */
	fn(value);
	return 0;
}

/* SIGEV_THREAD: the function runs as the start routine of a new
   detached thread, with the attributes asked for and every application
   signal blocked (as in the helper threads, whichever thread notifies).
   If no thread can be made the function still runs, once, in the
   notifier: a notification is never lost. */
static void notify_by_thread(const struct sigevent *sev)
{
	struct notify_start st = { sev->sigev_notify_function, sev->sigev_value, 0 };

	if (__sigev_thread(sev, notify_thread, &st, &st.done, 1))
		st.fn(st.value);
}

hidden void __aio_notify(const struct sigevent *sev)
{
	siginfo_t si;

	switch (sev->sigev_notify) {
	case SIGEV_SIGNAL:
		if (!sev->sigev_signo)
			break;
		/* To the process, as the kernel's own asynchronous I/O
		   signals go: any thread that has it unblocked takes it. */
		memset(&si, 0, sizeof si);
		si.si_signo = sev->sigev_signo;
		si.si_code = SI_ASYNCIO;
		si.si_pid = __syscall(SYS_getpid);
		si.si_uid = __syscall(SYS_getuid);
		si.si_value = sev->sigev_value;
		__syscall(SYS_rt_sigqueueinfo, si.si_pid, si.si_signo, &si);
		break;
	case SIGEV_THREAD:
		notify_by_thread(sev);
		break;
	}
}

hidden void __aio_group_done(struct __aio_group *g)
{
	if (__atomic_sub_fetch(&g->pending, 1, __ATOMIC_SEQ_CST))
		return;
	if (g->notify)
		__aio_notify(&g->sev);
	__futex_wake(&g->pending, 1, 1);
}

hidden void __aio_group_release(struct __aio_group *g)
{
	if (!__atomic_sub_fetch(&g->refs, 1, __ATOMIC_ACQ_REL))
		free(g);
}
