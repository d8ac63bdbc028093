#include "futex.h"
#include "lock.h"

/*
 * The release of a word that is not simply "held, nobody else": clears
 * LK_LOCKED and, when somebody is counted and no wake-up is unanswered
 * (nor a reserving thread spinning for the word), sets LK_WOKEN, moves
 * LK_GEN on and wakes one.  The release and the decision are one
 * compare-and-swap, so a thread counting itself afterwards sees the lock
 * free or a later holder, whose unlock sees the count.
 *
 * A wake-up that finds nobody in the kernel leaves the mark: every
 * counted thread is then on its way in, and finds the word changed (the
 * generation moved), or on its way back; either one clears the mark when
 * it takes itself off the count.
 */
hidden void __lk_wake(volatile int *w, int priv)
{
	int v, nv;

	do {
		v = *w;
		nv = v & ~LK_LOCKED;
		if ((v & LK_SLEEPERS) && !(v & (LK_WOKEN | LK_HANDOFF)))
			nv = (int)(((unsigned)nv + LK_GEN) | LK_WOKEN);
	} while (a_cas(w, v, nv) != v);
	if ((nv ^ v) & LK_WOKEN)
		__futex_wake(w, 1, priv);
}
