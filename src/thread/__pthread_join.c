#include <errno.h>
#include "futex.h"
#include "lock.h"
#include "thread_mem.h"

/*
 * Whether t is on the thread list: a thread that runs, or one that has
 * exited and not been joined or detached (see docs/threads.md, lifetime).
 * Only the addresses of listed threads are read, so a stale id is found
 * out without touching what it points to.  The walk goes both ways from
 * the caller, where threads it created last (and, from the main thread,
 * those created first) sit: joins in creation order or in reverse cost a
 * step or two however many threads there are.
 */
hidden int __thread_listed(struct __pthread *t)
{
	struct __pthread *self = __self(), *f = self->next, *b = self->prev;

	if (t == self)
		return 1;
	if (f == self)
		return 0;
	for (;;) {
		if (f == t || b == t)
			return 1;
		if (f == b || f->next == b)
			return 0;
		f = f->next;
		b = b->prev;
	}
}

/* Gives a claimed thread back: joinable again (or exited, if it has). */
static void unclaim(void *p)
{
	struct __pthread *t = p;

	/* dead is set under this lock too: a thread that exited while we
	   held the claim must not look running. */
	__lock(&__thread_list_lock);
	t->detach_state = t->dead ? DT_EXITING : DT_JOINABLE;
	__unlock(&__thread_list_lock);
}

/* Waits until the kernel has cleared t's tid (it is then gone and no
   longer touches its memory), takes its result and frees its memory.  t
   was claimed (JOINING) under the list lock, which makes us its only
   reaper (see docs/threads.md, lifetime); a timeout or a busy tryjoin
   gives the claim back.  The wait is a cancellation point: a cancelled
   joiner gives the claim back too, and the thread can be joined again. */
hidden int __thread_reap(struct __pthread *t, void **res, clockid_t clk,
			 const struct timespec *at, int try_only)
{
	int tid, e;

	while ((tid = __atomic_load_n(&t->tid, __ATOMIC_ACQUIRE))) {
		if (try_only) {
			e = EBUSY;
		} else {
			pthread_cleanup_push(unclaim, t);
			e = __futex_timedwait_cp(&t->tid, tid, clk, at, 0);
			pthread_cleanup_pop(0);
		}
		if (e == EBUSY || e == ETIMEDOUT || e == EINVAL) {
			unclaim(t);
			return e;
		}
	}
	if (res)
		*res = t->result;
	__lock(&__thread_list_lock);
	t->prev->next = t->next;
	t->next->prev = t->prev;
	__unlock(&__thread_list_lock);
	__thread_free(t);
	return 0;
}

/* The common body of pthread_join and its _np variants: the id is
   checked against the list and claimed under the list lock, so that no
   other joiner or detacher can free it in between. */
hidden int __pthread_join(pthread_t id, void **res, clockid_t clk,
			  const struct timespec *at, int try_only)
{
	struct __pthread *t = (struct __pthread *)id;
	int state;

	if (t == __self())
		return EDEADLK;
	__lock(&__thread_list_lock);
	if (!__thread_listed(t)) {
		__unlock(&__thread_list_lock);
		return ESRCH;
	}
	state = t->detach_state;
	if (state == DT_DETACHED || state == DT_JOINING) {
		__unlock(&__thread_list_lock);
		return EINVAL;
	}
	t->detach_state = DT_JOINING;
	__unlock(&__thread_list_lock);
	return __thread_reap(t, res, clk, at, try_only);
}
