#include <errno.h>
#include "futex.h"
#include "lock.h"
#include "syscall.h"

/* One sleep on the word while it still reads v: 0 when woken, EAGAIN when
   the word had changed (or a signal interrupted), ETIMEDOUT.  WAIT_BITSET takes the absolute deadline
   as it is, on either clock. */
static int sleep_on(volatile int *w, int v, int priv, clockid_t clk,
		    const struct timespec *at)
{
	int op = FUTEX_WAIT_BITSET | (priv ? FUTEX_PRIVATE : 0);
	long r;

	if (at && clk == CLOCK_REALTIME)
		op |= FUTEX_CLOCK_REALTIME;
	r = __syscall(SYS_futex, w, op, v, at, 0, -1);
	return r == -ETIMEDOUT ? ETIMEDOUT : r ? EAGAIN : 0;
}

/*
 * The contended acquisition (docs/mutex.md has the invariants).
 *
 * The caller is "counted" from the compare-and-swap that adds it to
 * LK_SLEEPERS until the one that takes it off (with the lock, or when a
 * deadline ends the wait): nobody else ever changes its share, so the
 * count is never below the number of threads asleep on the word and an
 * unlock that finds 0 may skip the wake.  A thread back from the kernel
 * is "woken": it may spin although others sleep, and its next successful
 * compare-and-swap clears LK_WOKEN, which lets the next unlock wake
 * another.
 *
 * A woken thread without a deadline that has come back LK_STARVE times
 * without the lock reserves it: it sets LK_HANDOFF and spins (never sleeps) until a
 * release leaves the word free for it, which no other thread then takes.
 * A reservation whose holder does not come for the word (preempted, or
 * gone in a fork child) is broken by the next thread that has waited
 * LK_SPIN pauses for it.
 */
hidden int __lk_wait(volatile int *w, int tid, int priv, clockid_t clk,
		     const struct timespec *at)
{
	int spins = LK_SPIN, counted = 0, woken = 0, expired = 0, mine = 0;
	int wakes = 0, v, nv, r;

	for (;;) {
		v = *w;
		if (mine && !(v & LK_HANDOFF))
			mine = 0;       /* broken: compete again */
		if (!(v & LK_OWNER) && (mine || !(v & LK_HANDOFF))) {
			nv = v | tid;
			if (counted)
				nv -= LK_SLEEPER;
			if (woken)
				nv &= ~LK_WOKEN;
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
		if (!(v & LK_OWNER)) {
			/* Reserved for a starving thread. */
			if (--spins > -LK_SPIN) {
				a_spin();
				continue;
			}
			a_cas(w, v, v & ~LK_HANDOFF);
			continue;
		}
		if (spins > 0 && (woken || !(v & (LK_SLEEPERS | LK_WOKEN | LK_HANDOFF)))) {
			spins--;
			a_spin();
			continue;
		}
		if (expired || (at && !__timespec_valid(at))) {
			/* Leave: take our share of the count (and the woken
			   mark) back. */
			nv = v;
			if (counted)
				nv -= LK_SLEEPER;
			if (woken)
				nv &= ~LK_WOKEN;
			if (nv != v && a_cas(w, v, nv) != v)
				continue;
			return expired ? ETIMEDOUT : EINVAL;
		}
		if (woken && wakes >= LK_STARVE && !at && !(v & LK_HANDOFF)) {
			/* Starving: reserve the next release, keep the
			   woken mark (we stay awake). */
			if (a_cas(w, v, v | LK_HANDOFF) == v) {
				mine = 1;
				spins = LK_SPIN;
			}
			continue;
		}
		nv = v;
		if (!counted) {
			if ((v & LK_SLEEPERS) == LK_SLEEPERS) {
				/* 255 sleepers: wait our turn awake. */
				__syscall(SYS_sched_yield);
				continue;
			}
			nv += LK_SLEEPER;
		}
		if (woken)
			nv &= ~LK_WOKEN;
		if (nv != v && a_cas(w, v, nv) != v)
			continue;
		counted = 1;
		r = sleep_on(w, nv, priv, clk, at);
		expired = r == ETIMEDOUT;
		/* Only a real wake-up counts towards starving: a wait that
		   found the word changed was no wait at all. */
		wakes += !r;
		woken = 1;
		spins = LK_SPIN;
	}
}
