#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include "futex.h"
#include "signal_impl.h"
#include "syscall.h"

/* The notifications the library gives itself, for aio and getaddrinfo_a
   (timer_create and mq_notify leave theirs to the kernel).  Linked only
   by those two. */

/* SIGEV_SIGNAL with signal 0 sends nothing (as kill's): SIGEV_SIGNAL
   is 0, so that is what a control block cleared with memset asks for,
   and programs written for glibc count on it. */
hidden int __sigev_notify_check(const struct sigevent *sev)
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

/* SIGEV_SIGNAL goes to the process, as the kernel's own asynchronous
   signals do: any thread that has it unblocked takes it.  SIGEV_THREAD
   runs the function as the start routine of a new detached thread, with
   the attributes asked for and every application signal blocked; if no
   thread can be made it still runs, once, in the notifier: a
   notification is never lost. */
hidden void __sigev_notify(const struct sigevent *sev, int code)
{
	struct notify_start st;
	siginfo_t si;

	switch (sev->sigev_notify) {
	case SIGEV_SIGNAL:
		if (!sev->sigev_signo)
			break;
		memset(&si, 0, sizeof si);
		si.si_signo = sev->sigev_signo;
		si.si_code = code;
		si.si_pid = __syscall(SYS_getpid);
		si.si_uid = __syscall(SYS_getuid);
		si.si_value = sev->sigev_value;
		__syscall(SYS_rt_sigqueueinfo, si.si_pid, si.si_signo, &si);
		break;
	case SIGEV_THREAD:
		st.fn = sev->sigev_notify_function;
		st.value = sev->sigev_value;
		st.done = 0;
		if (__sigev_thread(sev, notify_thread, &st, &st.done, 1))
			st.fn(st.value);
		break;
	}
}

hidden void __sigev_group_done(struct __sigev_group *g)
{
	if (__atomic_sub_fetch(&g->pending, 1, __ATOMIC_SEQ_CST))
		return;
	if (g->notify)
		__sigev_notify(&g->sev, g->code);
	__futex_wake(&g->pending, 1, 1);
}

hidden void __sigev_group_release(struct __sigev_group *g)
{
	if (!__atomic_sub_fetch(&g->refs, 1, __ATOMIC_ACQ_REL))
		free(g);
}
