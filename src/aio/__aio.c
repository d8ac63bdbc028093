#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include "aio_impl.h"
#include "futex.h"
#include "lock.h"
#include "pthread_impl.h"
#include "signal_impl.h"
#include "syscall.h"

/* Helper threads at most, and how long one waits idle before it ends
   (docs/aio.md). */
#define MAX_THREADS 64
#define IDLE_SECONDS 1

/* One request, copied from its aiocb when it is queued: the helper
   never reads the application's block, only writes the outcome into it. */
struct req {
	struct aiocb *cb;
	int op;
	int append;          /* a write to an O_APPEND descriptor */
	int running;         /* a helper has started it: not cancellable */
	void *buf;
	size_t len;
	off_t off;
	struct sigevent sev;
	struct __sigev_group *group;
	struct req *next;
};

/* The requests of one descriptor, run in order by one helper at a time
   (busy): so writes to a descriptor land in the order they were made,
   and aio_fsync finds the requests queued before it done. */
struct fdq {
	int fd;
	int busy;
	struct req *head, *tail;
	struct fdq *next;
};

/* An idle helper, on its own stack: a submitter claims it by taking it
   off the list and setting claimed. */
struct idler {
	volatile int claimed;
	struct idler *next;
};

static void aio_atfork(int phase);

/* Everything below is under this lock.  runnable counts the queues with
   requests and no helper; coming counts the helpers started or claimed
   that have not yet looked for work.  While coming < runnable a new
   runnable queue gets a helper of its own: an idle one, else a new one
   up to MAX_THREADS; past that it waits for a busy helper to finish its
   queue (helpers look for work before they go idle). */
LOCK_DEFINE_HOOKED(static, lock, LOCK_LEVEL_STATE, aio_atfork);
static struct fdq *queues;
static struct idler *idlers;
static int nthreads, coming, runnable;
hidden struct __evcount __aio_ends;

static int unseekable(int fd)
{
	return __syscall(SYS_lseek, fd, 0, SEEK_CUR) == -ESPIPE;
}

/* pread and pwrite at the request's offset; plain read and write where
   the descriptor cannot seek (POSIX ignores aio_offset there) and for
   O_APPEND writes (Linux's pwrite appends too, but refuses a negative
   offset that POSIX says is ignored). */
static long perform(int fd, const struct req *r)
{
	long n;

	do {
		switch (r->op) {
		case LIO_READ:
			n = __syscall(SYS_pread64, fd, r->buf, r->len, r->off);
			if (n == -ESPIPE || (n == -EINVAL && r->off < 0 && unseekable(fd)))
				n = __syscall(SYS_read, fd, r->buf, r->len);
			break;
		case LIO_WRITE:
			n = -ESPIPE;
			if (!r->append)
				n = __syscall(SYS_pwrite64, fd, r->buf, r->len, r->off);
			if (n == -ESPIPE || (n == -EINVAL && r->off < 0 && unseekable(fd)))
				n = __syscall(SYS_write, fd, r->buf, r->len);
			break;
		case AIO_OP_SYNC:
			n = __syscall(SYS_fsync, fd);
			break;
		default:
			n = __syscall(SYS_fdatasync, fd);
			break;
		}
		/* Helpers block every application signal: only the library's
		   own can interrupt, and they must not show. */
	} while (n == -EINTR);
	return n;
}

/* The outcome, then its notification, then aio_suspend's wake-up: a
   handler of the signal finds the outcome stored, and a thread woken in
   aio_suspend finds the signal already sent (queued to the process
   before the wake).  Once the error status is stored the application
   may reuse or free the aiocb: nothing after reads it. */
static void finish(struct req *r, long n)
{
	struct aiocb *cb = r->cb;

	cb->__aio_ret = n < 0 ? -1 : n;
	__atomic_store_n(&cb->__aio_err, n < 0 ? (int)-n : 0, __ATOMIC_SEQ_CST);
	__sigev_notify(&r->sev, SI_ASYNCIO);
	__ev_post(&__aio_ends);
	if (r->group) {
		__sigev_group_done(r->group);
		__sigev_group_release(r->group);
	}
	free(r);
}

static void unlink_queue(struct fdq *q)
{
	struct fdq **p = &queues;

	while (*p != q)
		p = &(*p)->next;
	*p = q->next;
	free(q);
}

/* Runs q's requests in order, the lock held on entry and on return. */
static void serve(struct fdq *q)
{
	struct req *r;
	long n;

	q->busy = 1;
	while ((r = q->head)) {
		r->running = 1;
		__unlock(&lock);
		n = perform(q->fd, r);
		__lock(&lock);
		/* Still the head: aio_cancel leaves a running request. */
		q->head = r->next;
		if (!q->head)
			q->tail = 0;
		__unlock(&lock);
		finish(r, n);
		__lock(&lock);
	}
	q->busy = 0;
}

static void *helper(void *arg)
{
	struct idler me;
	struct timespec at;
	struct fdq *q;
	int timed_out;

	(void)arg;
	/* The thread belongs to the library: a pthread_cancel aimed at
	   it (its id is visible to a notification function's
	   pthread_self only in the fallback) must not end it. */
	__self()->cancel_disable = 1;
	__lock(&lock);
	coming--;
	for (;;) {
		for (q = queues; q && (q->busy || !q->head); q = q->next)
			;
		if (q) {
			runnable--;
			serve(q);
			unlink_queue(q);
			continue;
		}
		me.claimed = 0;
		me.next = idlers;
		idlers = &me;
		clock_gettime(CLOCK_MONOTONIC, &at);
		at.tv_sec += IDLE_SECONDS;
		timed_out = 0;
		while (!me.claimed && !timed_out) {
			__unlock(&lock);
			timed_out = __futex_timedwait(&me.claimed, 0, CLOCK_MONOTONIC, &at, 1) == ETIMEDOUT;
			__lock(&lock);
		}
		/* Claimed (perhaps just as the wait timed out): the claimer
		   counted on us. */
		if (me.claimed) {
			coming--;
			continue;
		}
		struct idler **p = &idlers;
		while (*p != &me)
			p = &(*p)->next;
		*p = me.next;
		nthreads--;
		__unlock(&lock);
		return 0;
	}
}

/* A helper for a queue that has none, if one can be had.  EAGAIN only
   when there is no helper at all: the request could never run. */
static int dispatch(void)
{
	unsigned long all = ~INTERNAL_SIGMASK, old;
	pthread_attr_t attr;
	pthread_t th;
	int e;

	if (coming >= runnable)
		return 0;
	if (idlers) {
		struct idler *w = idlers;
		idlers = w->next;
		coming++;
		/* Under the lock, so the idler's record is still there. */
		__atomic_store_n(&w->claimed, 1, __ATOMIC_RELEASE);
		__futex_wake(&w->claimed, 1, 1);
		return 0;
	}
	if (nthreads >= MAX_THREADS)
		return 0;
	/* Every application signal blocked in the helper from its first
	   instruction, so the process's signals (our own SIGEV_SIGNAL ones
	   among them) go to the application's threads. */
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &all, &old, KSIGSET_SIZE);
	e = pthread_create(&th, &attr, helper, 0);
	__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &old, 0, KSIGSET_SIZE);
	if (e)
		return nthreads ? 0 : EAGAIN;
	nthreads++;
	coming++;
	return 0;
}

static struct fdq *find_queue(int fd)
{
	struct fdq *q;

	for (q = queues; q && q->fd != fd; q = q->next)
		;
	return q;
}

/* Takes r (not running) out of q; with q left empty and idle, q goes. */
static void take_out(struct fdq *q, struct req *r)
{
	struct req **p = &q->head, *last = 0;

	while (*p != r) {
		last = *p;
		p = &(*p)->next;
	}
	*p = r->next;
	if (q->tail == r)
		q->tail = last;
	if (!q->head && !q->busy) {
		runnable--;
		unlink_queue(q);
	}
}

static int enqueue(int fd, struct req *r)
{
	struct fdq *q = find_queue(fd);
	int e;

	if (!q) {
		if (!(q = malloc(sizeof *q)))
			return EAGAIN;
		q->fd = fd;
		q->busy = 0;
		q->head = q->tail = 0;
		q->next = queues;
		queues = q;
	}
	r->next = 0;
	if (q->tail)
		q->tail->next = r;
	else
		q->head = r;
	q->tail = r;
	if (q->busy || q->head != r)
		return 0;
	runnable++;
	if ((e = dispatch()))
		take_out(q, r);
	return e;
}

/* Errors found before queueing (POSIX lets them be reported here): a
   descriptor not open for the operation, a priority outside
   0..AIO_PRIO_DELTA_MAX, a size no read could return, a notification
   that cannot be delivered. */
static int check(const struct aiocb *cb, int op, int *append)
{
	long fl = __syscall(SYS_fcntl, cb->aio_fildes, F_GETFL);

	if (fl < 0 || (fl & O_PATH))
		return EBADF;
	if ((op == LIO_READ && (fl & O_ACCMODE) == O_WRONLY) ||
	    (op == LIO_WRITE && (fl & O_ACCMODE) == O_RDONLY))
		return EBADF;
	if (op == LIO_READ || op == LIO_WRITE) {
		if (cb->aio_reqprio < 0 || cb->aio_reqprio > AIO_PRIO_DELTA_MAX)
			return EINVAL;
		if (cb->aio_nbytes > SSIZE_MAX)
			return EINVAL;
	}
	*append = (fl & O_APPEND) != 0;
	return __sigev_notify_check(&cb->aio_sigevent);
}

hidden int __aio_submit(struct aiocb *cb, int op, struct __sigev_group *g)
{
	struct req *r = 0;
	int e, append = 0;

	if (!cb)
		return EINVAL;
	e = check(cb, op, &append);
	if (!e && !(r = malloc(sizeof *r)))
		e = EAGAIN;
	if (!e) {
		r->cb = cb;
		r->op = op;
		r->append = append;
		r->running = 0;
		r->buf = (void *)cb->aio_buf;
		r->len = cb->aio_nbytes;
		r->off = cb->aio_offset;
		r->sev = cb->aio_sigevent;
		r->group = g;
		cb->__aio_ret = 0;
		cb->__aio_unread = 1;
		cb->__aio_err = EINPROGRESS;
		/* Counted before a helper can finish it; the caller's own
		   count keeps both above zero meanwhile. */
		if (g) {
			__atomic_fetch_add(&g->pending, 1, __ATOMIC_RELAXED);
			__atomic_fetch_add(&g->refs, 1, __ATOMIC_RELAXED);
		}
		__lock(&lock);
		e = enqueue(cb->aio_fildes, r);
		__unlock(&lock);
		if (!e)
			return 0;
		if (g) {
			__atomic_fetch_sub(&g->pending, 1, __ATOMIC_RELAXED);
			__atomic_fetch_sub(&g->refs, 1, __ATOMIC_RELAXED);
		}
		free(r);
	}
	cb->__aio_ret = -1;
	cb->__aio_unread = 1;
	__atomic_store_n(&cb->__aio_err, e, __ATOMIC_SEQ_CST);
	return e;
}

hidden int __aio_cancel(int fd, struct aiocb *cb)
{
	struct req *r, *next, *got = 0;
	struct fdq *q;
	int running = 0, canceled = 0;

	__lock(&lock);
	if ((q = find_queue(fd))) {
		for (r = q->head; r; r = next) {
			next = r->next;
			if (cb && r->cb != cb)
				continue;
			if (r->running) {
				running = 1;
				continue;
			}
			/* With the last request q itself may go: next is
			   then null and the walk ends. */
			take_out(q, r);
			r->next = got;
			got = r;
			canceled = 1;
		}
	}
	__unlock(&lock);
	/* In queue order is not promised; each gets its status and its
	   notification as a completed request would. */
	for (; got; got = next) {
		next = got->next;
		finish(got, -ECANCELED);
	}
	if (running)
		return AIO_NOTCANCELED;
	return canceled ? AIO_CANCELED : AIO_ALLDONE;
}

/* Requests of fd still queued or running. */
static int outstanding(int fd)
{
	struct fdq *q;
	int n;

	__lock(&lock);
	q = find_queue(fd);
	n = q && q->head;
	__unlock(&lock);
	return n;
}

static int fd_done(void *fd)
{
	return !outstanding(*(int *)fd);
}

/*
 * close(fd), before the descriptor goes (POSIX: an outstanding request
 * is either canceled or completes as if the close had not happened; it
 * must never reach a file opened later on the same number).  A seekable
 * descriptor (a file, a block device) cannot block a request for ever:
 * close waits until its requests are done.  On a pipe, socket or
 * terminal the queued ones are canceled; a running one is left to end
 * on the open file the kernel still holds for its system call.
 */
hidden void __aio_close(int fd)
{
	if (!__atomic_load_n(&queues, __ATOMIC_RELAXED) || !outstanding(fd))
		return;
	if (unseekable(fd)) {
		__aio_cancel(fd, 0);
		return;
	}
	/* A request leaves its queue before it completes. */
	__ev_wait(&__aio_ends, fd_done, &fd, 0, 0);
}

/*
 * fork (docs/fork.md).  Before it, no helper is half-way through the
 * queues; after it the parent goes on.  The child has none of the
 * helpers and inherits no request (POSIX): each of its copies of a
 * queued or running request ends as canceled, without notification, so
 * nothing in the child waits for it forever; its queues and counts
 * start empty.  Level STATE: malloc, whose lock is higher, is already
 * usable in the child when this runs.
 */
static void aio_atfork(int phase)
{
	struct fdq *q, *qn;
	struct req *r, *rn;

	if (phase < 0) {
		__lock(&lock);
		return;
	}
	if (!phase) {
		__unlock(&lock);
		return;
	}
	for (q = queues; q; q = qn) {
		qn = q->next;
		for (r = q->head; r; r = rn) {
			rn = r->next;
			r->cb->__aio_ret = -1;
			r->cb->__aio_unread = 1;
			r->cb->__aio_err = ECANCELED;
			if (r->group)
				__sigev_group_release(r->group);
			free(r);
		}
		free(q);
	}
	queues = 0;
	idlers = 0;
	nthreads = coming = runnable = 0;
	__aio_ends.waiters = 0;
	lock = 0;
}
