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
 * last has, which fixes the set of listed threads:
 *  - pthread_exit sets `dead` under that lock, with every application
 *    signal blocked (ours too once it has released the lock): a thread
 *    we see alive stays alive and will answer, a
 *    dead one never would and is skipped.  So a listed, live thread's tid
 *    is valid while we hold the lock, with no killlock needed.
 *  - pthread_create links a thread (tid 0) under that lock but clones
 *    without it.  A clone the kernel has not finished when our signal
 *    reaches its creator is abandoned and restarted after the handler
 *    (a pending signal makes clone fail with ERESTARTNOINTR), so it copies
 *    the new credentials; one it has finished set the child's tid before
 *    the creator returned to answer us.  So once every thread we counted
 *    has answered, the list holds no clone in flight, and a child made
 *    with the old credentials shows as a live thread with a tid that no
 *    round has claimed: we count it and gather again, until a round finds
 *    none.  No such child has run code with the new credentials' peers:
 *    nothing has changed yet.
 * Every thread that waits for the lock does so with SIGSYNCCALL
 * unblocked (pthread_exit blocks it only once it is dead), so it
 * answers while it waits.
 *
 * Three phases.  First every other thread enters the handler (whose mask
 * blocks everything) and parks there; the caller has its application
 * signals blocked.  Only then does anything change: the caller runs fn,
 * and if that fails it lets the others go with nothing changed.  Else
 * they all run fn and report, and stay parked until the last has.  So
 * from the first change to the last, no application code and no
 * application handler runs in any thread: a handler that was running
 * when the broadcast began is itself interrupted and parked.
 */

/* phase, per operation k: 4k gathering, 4k+1 go, 4k+2 finished.  It
   only grows (modulo 2^32, a multiple of 4), and a thread learns which
   operation it serves from the value it reads on entry. */
enum { GATHER, GO, DONE };

static struct {
	long (*fn)(void *);
	void *ctx;
	int pid;
	/* Threads that have yet to arrive, then to report: the caller's
	   futex. */
	volatile int pending;
	/* The targets' futex. */
	volatile unsigned phase;
} sc = { .phase = DONE };

static _Noreturn void kill_process(void)
{
	/* Some threads hold the new ids, others the old: no code of the
	   application may run again. */
	for (;;) {
		__syscall(SYS_kill, sc.pid, SIGKILL);
		__syscall(SYS_exit_group, 127);
	}
}

static void report(void)
{
	if (__atomic_sub_fetch(&sc.pending, 1, __ATOMIC_ACQ_REL) == 0)
		__futex_wake(&sc.pending, 1, 1);
}

/* Waits while the phase is still ph; returns the next one. */
static unsigned wait_phase(unsigned ph)
{
	unsigned now;

	while ((now = __atomic_load_n(&sc.phase, __ATOMIC_ACQUIRE)) == ph)
		__futex_wait((volatile int *)&sc.phase, (int)ph, 1);
	return now;
}

static void on_synccall(int sig, siginfo_t *si, void *uc)
{
	unsigned ph, base;

	(void)sig;
	(void)uc;
	/* Only our own tkill counts: a SIGSYNCCALL sent from outside with
	   kill(2) must not make a thread report for an operation that has
	   not counted it. */
	if (si->si_code != SI_TKILL || si->si_pid != sc.pid)
		return;
	ph = __atomic_load_n(&sc.phase, __ATOMIC_ACQUIRE);
	if ((ph & 3) != GATHER)
		return;
	base = ph;
	report();
	/* The caller may have failed (DONE without GO), or even begun the
	   next operation by the time we look: only base + GO means run. */
	if (wait_phase(base) != base + GO)
		return;
	if (sc.fn(sc.ctx) < 0)
		kill_process();
	report();
	wait_phase(base + GO);
}

static void wait_reports(void)
{
	int p;

	while ((p = __atomic_load_n(&sc.pending, __ATOMIC_ACQUIRE)))
		__futex_wait(&sc.pending, p, 1);
}

static void set_phase(unsigned ph)
{
	__atomic_store_n(&sc.phase, ph, __ATOMIC_RELEASE);
	__futex_wake((volatile int *)&sc.phase, INT_MAX, 1);
}

/* Counts and signals each live, listed thread with a tid that no round
   of this operation has claimed yet (claims are cleared when it ends),
   then waits until all of them have parked; returns how many there
   were. */
static int gather(struct __pthread *self)
{
	struct __pthread *t;
	int n = 0;

	/* One count held by us until every signal is out: a clone finishing
	   meanwhile may give a thread its tid between two reads of the
	   list, so the count grows with each signal sent. */
	__atomic_store_n(&sc.pending, 1, __ATOMIC_RELAXED);
	for (t = self->next; t != self; t = t->next) {
		int tid = __atomic_load_n(&t->tid, __ATOMIC_RELAXED);
		if (t->dead || t->sync_claim || !tid)
			continue;
		t->sync_claim = 1;
		__atomic_add_fetch(&sc.pending, 1, __ATOMIC_ACQ_REL);
		/* Cannot fail for a live thread (see above); if it does
		   anyway, that thread takes no part. */
		if (__syscall(SYS_tkill, tid, SIGSYNCCALL) < 0)
			__atomic_sub_fetch(&sc.pending, 1, __ATOMIC_ACQ_REL);
		else
			n++;
	}
	if (__atomic_sub_fetch(&sc.pending, 1, __ATOMIC_ACQ_REL))
		wait_reports();
	return n;
}

hidden long __synccall(long (*fn)(void *), void *ctx)
{
	static int installed;
	struct __pthread *self = __self(), *t;
	/* Everything but SIGSYNCCALL: while we wait for the list lock,
	   another thread's broadcast must still reach us. */
	unsigned long block = -1UL & ~(1UL << (SIGSYNCCALL - 1)), old;
	unsigned base;
	int n = 0, k;
	long r;

	/* Application signals first: a handler interrupting us while we
	   hold the list lock could call setuid (async-signal-safe) and wait
	   for that lock for ever. */
	__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &block, &old, KSIGSET_SIZE);
	__lock(&__thread_list_lock);

	if (self->next == self) {
		r = fn(ctx);
		goto out;
	}
	if (!installed) {
		struct k_sigaction ka = {
			.handler = (void (*)(int))(void (*)(void))on_synccall,
			.flags = SA_SIGINFO | SA_RESTART | KSA_RESTORER_FLAG,
			KSA_RESTORER_INIT
			KSA_MASK_INIT(-1UL),
		};
		__syscall(SYS_rt_sigaction, SIGSYNCCALL, &ka, 0, KSIGSET_SIZE);
		installed = 1;
	}
	sc.fn = fn;
	sc.ctx = ctx;
	/* Asked each time: a fork child has a pid of its own. */
	sc.pid = __syscall(SYS_getpid);
	base = (sc.phase & ~3u) + 4;
	__atomic_store_n(&sc.phase, base + GATHER, __ATOMIC_RELEASE);
	while ((k = gather(self)))
		n += k;

	r = fn(ctx);
	if (r < 0) {
		set_phase(base + DONE);
		goto out;
	}
	__atomic_store_n(&sc.pending, n, __ATOMIC_RELAXED);
	set_phase(base + GO);
	wait_reports();
	set_phase(base + DONE);
out:
	for (t = self->next; t != self; t = t->next)
		t->sync_claim = 0;
	__unlock(&__thread_list_lock);
	__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &old, 0, KSIGSET_SIZE);
	return r;
}
