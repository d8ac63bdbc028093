#include <limits.h>
#include <signal.h>
#include "futex.h"
#include "lock.h"
#include "pthread_impl.h"
#include "signal_impl.h"
#include "synccall.h"
#include "syscall.h"

/*
 * The broadcast behind set*id (docs/setid.md).  The caller holds
 * __thread_list_lock from before the first thread changes until after the
 * last has, which fixes the set of threads:
 *  - pthread_create links a thread and clones it under that lock, so no
 *    thread is half created (it would copy the creator's credentials
 *    whenever its clone happens to run);
 *  - pthread_exit sets `dead` under that lock, with every signal blocked
 *    from then on: a thread we see alive stays alive and will answer, a
 *    dead one never would and is skipped.  So a listed, live thread's tid
 *    is valid while we hold the lock, with no killlock needed.
 * Every thread that waits for the lock does so with SIGSYNCCALL
 * unblocked (pthread_create and pthread_exit block signals only after
 * taking it), so it answers while it waits.
 *
 * Two phases: each thread runs fn inside the handler, whose mask blocks
 * everything, reports, and stays in the handler until the caller has
 * seen every report.  Meanwhile the caller keeps its application signals
 * blocked.  So no application code and no application handler runs
 * anywhere between the first thread's change and the last one's.
 */

static struct {
	long (*fn)(void *);
	void *ctx;
	int pid;
	/* Threads signalled that have not yet reported: the caller's
	   futex. */
	volatile int pending;
	/* Number of the operation under way, and of the last one finished:
	   equal when none runs.  done is the targets' futex. */
	volatile int seq;
	volatile int done;
} sc;

static _Noreturn void kill_process(void)
{
	/* Some threads hold the new ids, others the old: no code of the
	   application may run again. */
	for (;;) {
		__syscall(SYS_kill, sc.pid, SIGKILL);
		__syscall(SYS_exit_group, 127);
	}
}

static void on_synccall(int sig, siginfo_t *si, void *uc)
{
	int seq, d;

	(void)sig;
	(void)uc;
	/* Only our own tkill counts: a SIGSYNCCALL sent from outside with
	   kill(2) must not make a thread report for an operation whose
	   signal it has not been counted for. */
	if (si->si_code != SI_TKILL || si->si_pid != sc.pid)
		return;
	seq = __atomic_load_n(&sc.seq, __ATOMIC_ACQUIRE);
	if (__atomic_load_n(&sc.done, __ATOMIC_ACQUIRE) == seq)
		return;
	if (sc.fn(sc.ctx) < 0)
		kill_process();
	if (__atomic_sub_fetch(&sc.pending, 1, __ATOMIC_ACQ_REL) == 0)
		__futex_wake(&sc.pending, 1, 1);
	/* Wait for the end of this operation, not for done == seq: the
	   caller may already have begun the next one by the time we look. */
	while ((d = __atomic_load_n(&sc.done, __ATOMIC_ACQUIRE)) - seq < 0)
		__futex_wait(&sc.done, d, 1);
}

hidden long __synccall(long (*fn)(void *), void *ctx)
{
	static int installed;
	struct __pthread *self = __self(), *t;
	/* Everything but SIGSYNCCALL: while we wait for the list lock,
	   another thread's broadcast must still reach us. */
	unsigned long block = -1UL & ~(1UL << (SIGSYNCCALL - 1)), old;
	int n = 0, p;
	long r;

	/* Application signals first: a handler interrupting us while we
	   hold the list lock could call setuid (async-signal-safe) and wait
	   for that lock for ever. */
	__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &block, &old, KSIGSET_SIZE);
	__lock(&__thread_list_lock);

	r = fn(ctx);
	if (r < 0 || self->next == self)
		goto out;

	if (!installed) {
		struct k_sigaction ka = {
			.handler = (void (*)(int))(void (*)(void))on_synccall,
			.flags = SA_SIGINFO | SA_RESTART | SA_RESTORER,
			.restorer = __restore_rt,
			.mask = -1UL,
		};
		__syscall(SYS_rt_sigaction, SIGSYNCCALL, &ka, 0, KSIGSET_SIZE);
		installed = 1;
	}
	sc.fn = fn;
	sc.ctx = ctx;
	/* Asked each time: a fork child has a pid of its own. */
	sc.pid = __syscall(SYS_getpid);
	for (t = self->next; t != self; t = t->next)
		if (!t->dead)
			n++;
	__atomic_store_n(&sc.pending, n, __ATOMIC_RELAXED);
	__atomic_store_n(&sc.seq, sc.seq + 1, __ATOMIC_RELEASE);
	for (t = self->next; t != self; t = t->next) {
		if (t->dead)
			continue;
		/* Cannot fail for a live thread (see above); if it does
		   anyway, that thread will not report. */
		if (__syscall(SYS_tkill, t->tid, SIGSYNCCALL) < 0)
			__atomic_sub_fetch(&sc.pending, 1, __ATOMIC_ACQ_REL);
	}
	while ((p = __atomic_load_n(&sc.pending, __ATOMIC_ACQUIRE)))
		__futex_wait(&sc.pending, p, 1);
	__atomic_store_n(&sc.done, sc.seq, __ATOMIC_RELEASE);
	__futex_wake(&sc.done, INT_MAX, 1);
out:
	__unlock(&__thread_list_lock);
	__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &old, 0, KSIGSET_SIZE);
	return r;
}
