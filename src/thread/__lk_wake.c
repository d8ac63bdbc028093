#include "futex.h"
#include "lock.h"
#include "syscall.h"

/*
 * The release of a word that is not simply "held by the caller": clears
 * the owner and, when somebody is counted asleep and nobody woken is
 * already on the way (nor a reserving thread spinning for the word),
 * sets LK_WOKEN and wakes one.  The owner is cleared
 * in the same compare-and-swap that reads the count, so a thread counting
 * itself afterwards sees the lock free or a later owner, whose unlock
 * sees the count.
 */
hidden void __lk_wake(volatile int *w, int priv)
{
	int op = FUTEX_WAKE | (priv ? FUTEX_PRIVATE : 0), v, nv;

	for (;;) {
		v = *w;
		nv = v & ~LK_OWNER;
		if (!(v & LK_SLEEPERS) || (v & (LK_WOKEN | LK_HANDOFF))) {
			if (a_cas(w, v, nv) == v)
				return;
			continue;
		}
		nv |= LK_WOKEN;
		if (a_cas(w, v, nv) == v)
			break;
	}
	/*
	 * The wake found nobody in the kernel: every counted thread is on
	 * its way to sleep (and its sleep will see the changed word and
	 * return), on its way back, or gone (a fork child inherits the
	 * parent's count).  The mark must not stay set with nobody to clear
	 * it, nor be dropped while a thread sleeps that no unlock will wake:
	 * one that went to sleep while some owner held the word, whose
	 * unlock saw the mark and woke nobody.  Such a thread changed the
	 * count, so the mark is dropped only from the very value the wake
	 * was made for, or while someone holds the lock (its unlock wakes)
	 * or nobody is counted; a free word whose count changed is woken
	 * again.
	 */
	v = nv;
	while (__syscall(SYS_futex, w, op, 1) <= 0) {
		for (;;) {
			if (a_cas(w, v, v & ~LK_WOKEN) == v)
				return;
			v = *w;
			if (!(v & LK_WOKEN))
				return;
			if (!(v & LK_OWNER) && (v & LK_SLEEPERS))
				break;
		}
	}
}
