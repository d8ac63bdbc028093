#include <errno.h>
#include "futex.h"
#include "lock.h"
#include "pthread_impl.h"
#include "syscall.h"

/* How long a thread sleeps on a word whose wake-up was unanswered when it
   counted itself, before it looks again.  Only a word inherited from a
   parent process over fork can keep such a mark with no thread left to
   answer it (docs/mutex.md); everywhere else an answer comes first. */
#define LK_STALE_NS 20000000

/* One sleep on the word while it still reads v: 0 when woken, EAGAIN when
   the word had changed (or a signal interrupted, or the stale-mark timer
   ran out), ETIMEDOUT when the deadline passed.  WAIT_BITSET takes the
   absolute deadline as it is, on either clock. */
static int sleep_on(volatile int *w, int v, int priv, clockid_t clk,
		    const struct timespec *at)
{
	static const struct timespec stale = { 0, LK_STALE_NS };
	int op = priv ? FUTEX_PRIVATE : 0;
	long r;

	if (at)
		r = __syscall(SYS_futex, w, op | FUTEX_WAIT_BITSET |
			      (clk == CLOCK_REALTIME ? FUTEX_CLOCK_REALTIME : 0),
			      v, at, 0, -1);
	else
		r = __syscall(SYS_futex, w, op | FUTEX_WAIT, v,
			      (v & LK_WOKEN) ? &stale : 0);
	return r == -ETIMEDOUT && at ? ETIMEDOUT : r ? EAGAIN : 0;
}

/*
 * The contended acquisition (docs/mutex.md has the invariants).
 *
 * A thread counts itself in LK_SLEEPERS with the compare-and-swap that
 * decides its sleep, and takes itself off again with the first one after
 * the kernel let it go, for whatever reason; that one also clears
 * LK_WOKEN: the unanswered wake-up, if it was not this thread's, found
 * nobody in the kernel or will be followed by its own thread's clear, and
 * either way a later unlock may wake again.  Every wait spins its first
 * step, and a thread back from the kernel its whole budget, although
 * others sleep.
 *
 * A thread without a deadline that has been woken LK_STARVE times
 * without getting the lock reserves it: it sets LK_HANDOFF and spins
 * (never sleeps) until a release leaves the word free for it, which no
 * other thread then takes.  A reservation whose holder does not come for
 * the word (preempted, or gone in a fork child) is broken by the next
 * thread that has waited LK_SPIN pauses for it.
 */
hidden int __lk_wait(volatile int *w, int priv, clockid_t clk,
		     const struct timespec *at)
{
	int spins = LK_SPIN_BUDGET, back = 0, mine = 0, wakes = 0;
	int held = 0, asked = 0, v, nv, r;

	for (;;) {
		v = *w;
		if (mine && !(v & LK_HANDOFF))
			mine = 0;       /* broken: compete again */
		if (!(v & LK_LOCKED) && (mine || !(v & LK_HANDOFF))) {
			nv = v | LK_LOCKED;
			if (mine)
				nv &= ~LK_HANDOFF;
			if (a_cas(w, v, nv) == v)
				return 0;
			continue;
		}
		if (mine) {
			if (--spins <= 0) {
				spins = LK_SPIN;
				__syscall(SYS_sched_yield);
			}
			a_spin();
			continue;
		}
		if (!(v & LK_LOCKED)) {
			/* Reserved for a starving thread: its own count of
			   pauses, so that a spin budget left over does not
			   lengthen the wait before the reservation is broken. */
			if (++held < LK_SPIN) {
				a_spin();
				continue;
			}
			held = 0;
			a_cas(w, v, v & ~LK_HANDOFF);
			continue;
		}
		/* Every wait spins its first step: the holder is usually running
		   and gives the word back within it, while a sleep costs a futex
		   call that the moving word mostly turns back at once. */
		if (spins > 0 && (back || spins == LK_SPIN_BUDGET ||
				  !(v & (LK_SLEEPERS | LK_WOKEN | LK_HANDOFF)))) {
			spins -= LK_SPIN_STEP;
			for (int k = LK_SPIN_STEP; k; k--)
				a_spin();
			continue;
		}
		if (at && !__timespec_valid(at))
			return EINVAL;
		if (wakes >= LK_STARVE && !at && !(v & LK_HANDOFF)) {
			/* Starving: reserve the next release. */
			if (a_cas(w, v, v | LK_HANDOFF) == v) {
				mine = 1;
				spins = LK_SPIN;
			}
			continue;
		}
		/* A newcomer that would sleep behind counted sleepers naps
		   first, uncounted, on every second such wait of its thread:
		   with more runnable threads than CPUs the holder is often
		   one of those waiting for this CPU, and a nap needs no
		   wake-up call from anybody (docs/mutex.md, "Giving the CPU
		   away").  A signal that cuts it short changes nothing.  A
		   waiter with a deadline does not nap, so that it cannot
		   overrun the deadline by a nap. */
		if (!back && !asked && !at && (v & LK_SLEEPERS)) {
			static const struct timespec nap = { 0, LK_NAP_NS };
			asked = 1;
			if (!(__self()->lk_sleeps++ & 1)) {
				__syscall(SYS_nanosleep, &nap, 0);
				continue;
			}
		}
		if ((v & LK_SLEEPERS) == LK_SLEEPERS) {
			/* The count is full: wait our turn awake. */
			__syscall(SYS_sched_yield);
			continue;
		}
		nv = v + LK_SLEEPER;
		if (a_cas(w, v, nv) != v)
			continue;
		r = sleep_on(w, nv, priv, clk, at);
		do {
			v = *w;
			nv = (v - LK_SLEEPER) & ~LK_WOKEN;
			/* Nobody counted: nobody can meet an old value. */
			if (!(nv & LK_SLEEPERS))
				nv &= ~LK_GENS;
		} while (a_cas(w, v, nv) != v);
		if (r == ETIMEDOUT)
			return ETIMEDOUT;
		/* Only a real wake-up counts towards starving: a wait that
		   found the word changed was no wait at all. */
		wakes += !r;
		back = 1;
		spins = LK_SPIN_BUDGET;
	}
}
