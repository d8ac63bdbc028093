#include <stdlib.h>
#include "gai_impl.h"
#include "lock.h"
#include "pthread_impl.h"
#include "signal_impl.h"
#include "syscall.h"

/* Helper threads at most; each leaves once the queue is empty. */
#define MAX_HELPERS 16

static void gai_atfork(int phase);

LOCK_DEFINE_HOOKED(hidden, __gai_lock, LOCK_LEVEL_STATE, gai_atfork);
hidden struct __gai_req *__gai_head;
static struct __gai_req *tail;
static int helpers, queued;
hidden struct __evcount __gai_ends;

/* The status is stored before the count is read, and gai_suspend
   counts itself before it reads the statuses: one of the two sees the
   other. */
hidden void __gai_finish(struct __gai_req *r, int e)
{
	struct __sigev_group *g = r->g;

	__atomic_store_n(&r->cb->__return, e, __ATOMIC_SEQ_CST);
	__ev_post(&__gai_ends);
	free(r);
	__sigev_group_done(g);
	__sigev_group_release(g);
}

static void *helper(void *arg)
{
	struct __gai_req *r;
	struct addrinfo *res;
	int e;

	(void)arg;
	/* The library's thread: pthread_cancel must not end it. */
	__self()->cancel_disable = 1;
	for (;;) {
		__lock(&__gai_lock);
		if (!(r = __gai_head)) {
			helpers--;
			__unlock(&__gai_lock);
			return 0;
		}
		__gai_head = r->next;
		if (!__gai_head)
			tail = 0;
		queued--;
		__unlock(&__gai_lock);
		res = 0;
		e = getaddrinfo(r->cb->ar_name, r->cb->ar_service, r->cb->ar_request, &res);
		r->cb->ar_result = e ? 0 : res;
		__gai_finish(r, e);
	}
}

hidden void __gai_unlinked(struct __gai_req *r, struct __gai_req *prev)
{
	if (tail == r)
		tail = prev;
	queued--;
}

/* Helpers for the queued requests, up to MAX_HELPERS, every application
   signal blocked in them.  EAGAIN only when there is none at all. */
static int dispatch(void)
{
	unsigned long all = ~INTERNAL_SIGMASK, old;
	pthread_attr_t attr;
	pthread_t th;
	int e = 0;

	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	while (helpers < queued && helpers < MAX_HELPERS) {
		__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &all, &old, KSIGSET_SIZE);
		e = pthread_create(&th, &attr, helper, 0);
		__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &old, 0, KSIGSET_SIZE);
		if (e)
			break;
		helpers++;
	}
	return helpers ? 0 : EAI_AGAIN;
}

hidden int __gai_enqueue(struct gaicb *const list[], int n, struct __sigev_group *g)
{
	struct __gai_req *r, *first = 0, *before, **p;
	int e = 0;

	__lock(&__gai_lock);
	before = tail;
	for (int i = 0; i < n; i++) {
		if (!list[i])
			continue;
		if (!(r = malloc(sizeof *r))) {
			e = EAI_AGAIN;
			break;
		}
		list[i]->ar_result = 0;
		__atomic_store_n(&list[i]->__return, EAI_INPROGRESS, __ATOMIC_SEQ_CST);
		r->cb = list[i];
		r->g = g;
		r->next = 0;
		g->pending++;
		g->refs++;
		if (tail)
			tail->next = r;
		else
			__gai_head = r;
		tail = r;
		if (!first)
			first = r;
		queued++;
	}
	if (first && dispatch()) {
		/* Nothing would ever run them: this call's requests go. */
		p = before ? &before->next : &__gai_head;
		while ((r = *p)) {
			*p = r->next;
			r->cb->__return = EAI_AGAIN;
			g->pending--;
			g->refs--;
			queued--;
			free(r);
		}
		tail = before;
		e = EAI_AGAIN;
	}
	__unlock(&__gai_lock);
	return e;
}

/* fork: the child has none of the helpers, so the requests still queued
   end there as canceled (the running ones stay in progress, as in
   glibc), and the next getaddrinfo_a starts helpers afresh. */
static void gai_atfork(int phase)
{
	struct __gai_req *r, *next;

	if (phase < 0) {
		__lock(&__gai_lock);
		return;
	}
	if (!phase) {
		__unlock(&__gai_lock);
		return;
	}
	for (r = __gai_head; r; r = next) {
		next = r->next;
		r->cb->__return = EAI_CANCELED;
		__sigev_group_release(r->g);
		free(r);
	}
	__gai_head = tail = 0;
	helpers = queued = 0;
	__gai_ends.waiters = 0;
	__gai_lock = 0;
}
