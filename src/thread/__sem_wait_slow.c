#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include "sem_impl.h"
#include "lock.h"
#include "spin_gate.h"

/* Acting on a cancellation inside the wait: deregister.  The wait did not
   end in a wake-up (a woken wait returns 0 and is not acted on), but a
   unit may be there that a post counted on this waiter to take; with
   other waiters registered, pass it on to one of them. */
static void cancelled(void *p)
{
	sem_t *s = p;
	uint64_t w = __atomic_fetch_sub(__sem_word(s), S_WAITER, __ATOMIC_SEQ_CST);

	if (S_VALUE(w) && S_WAITERS(w) > 1)
		__futex_wake(__sem_futex(s), 1, s->_s_flags & S_PRIVATE);
}

hidden int __sem_wait_slow(sem_t *s, clockid_t clk, const struct timespec *at)
{
	struct __pthread *self = __self();
	int priv = s->_s_flags & S_PRIVATE, r = 0;
	uint64_t w;

	/* A deadline before the epoch has passed (the kernel would call it
	   invalid). */
	if (at && at->tv_sec < 0)
		return ETIMEDOUT;

	/* Before it registers, a waiter that may run on more than one CPU
	   watches the value for a while (spin_gate.h): a post from another
	   CPU mostly comes within microseconds, and one that finds nobody
	   registered makes no wake-up call. */
	if (__spin_wanted(self, &self->sem_gate)) {
		for (int n = LK_SPIN_BUDGET; n; n--) {
			if (__sem_take(s)) {
				__spin_answered(&self->sem_gate);
				return 0;
			}
			a_spin();
		}
	}

	/* Register before looking at the value: a post that raises it from
	   zero after our look then sees us counted (docs/semaphore.md). */
	w = __atomic_add_fetch(__sem_word(s), S_WAITER, __ATOMIC_SEQ_CST);
	for (;;) {
		/* Take a unit and deregister in one step. */
		while (S_VALUE(w))
			if (__sem_cas(s, &w, w - 1 - S_WAITER))
				return 0;
		/* Interrupted, timed out (or a kernel error): leave, but only
		   while the value is still zero; a unit posted meanwhile, by a
		   signal handler for instance, is taken instead. */
		if (r) {
			if (__sem_cas(s, &w, w - S_WAITER))
				return r;
			continue;
		}
		/* Without a deadline a handler with SA_RESTART has the kernel
		   restart the wait (Linux's rule for sem_wait, and glibc's);
		   any other handler, or any with a deadline, ends it with
		   EINTR (docs/semaphore.md). */
		pthread_cleanup_push(cancelled, s);
		r = __futex_timedwait_cp(__sem_futex(s), 0, clk, at, priv);
		pthread_cleanup_pop(0);
		w = __sem_load(s);
	}
}
