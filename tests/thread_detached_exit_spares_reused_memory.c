/* A detached thread frees its own memory and then exits; the kernel's
   "clear the tid and wake" write at exit (CLONE_CHILD_CLEARTID) must not
   land in memory that by then belongs to someone else.  Detached threads
   of one stack size exit in a loop while two other threads create and
   join threads of the same size (whose memory is likely to be mapped
   where a detached one just was); each joined thread checks that its own
   descriptor and TLS stay its own: its tid as the library reports it, a
   TLS canary, an error-checking mutex it holds (whose owner is its tid),
   and it is not joined before it has finished.  Once with a stack size
   that is never cached, once with the default size (cached stacks). */
// test: cflags -pthread
// test: timeout 60
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

/* weft and newer glibc have it; glibc 2.36 does not. */
extern pid_t pthread_gettid_np(pthread_t) __attribute__((weak));

#define STACK (96 * 1024)
#define MAGIC 0x5a17c0de2bad1dea

static _Thread_local unsigned long canary = MAGIC;
static _Thread_local unsigned long mine;
static pthread_attr_t attr;
static volatile int stop;
static struct timespec deadline;

struct report {
	volatile int done;
	int bad;
};

static void *detached_body(void *arg)
{
	return arg;
}

static void *worker(void *arg)
{
	struct report *r = arg;
	pthread_mutexattr_t ma;
	pthread_mutex_t m;
	pid_t tid = (pid_t)syscall(SYS_gettid);

	mine = (unsigned long)(uintptr_t)r;
	if (pthread_mutexattr_init(&ma) || pthread_mutexattr_settype(&ma, PTHREAD_MUTEX_ERRORCHECK) ||
	    pthread_mutex_init(&m, &ma) || pthread_mutex_lock(&m))
		r->bad |= 1;
	for (int i = 0; i < 200; i++) {
		if (canary != MAGIC || mine != (unsigned long)(uintptr_t)r)
			r->bad |= 2;
		if (pthread_gettid_np && pthread_gettid_np(pthread_self()) != tid)
			r->bad |= 4;
		if (i % 50 == 0)
			sched_yield();
	}
	if (pthread_mutex_unlock(&m))
		r->bad |= 8;
	pthread_mutex_destroy(&m);
	r->done = 1;
	return NULL;
}

static int past_deadline(void)
{
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	return now.tv_sec > deadline.tv_sec ||
	       (now.tv_sec == deadline.tv_sec && now.tv_nsec >= deadline.tv_nsec);
}

static int joined(long *rounds)
{
	return __atomic_load_n(&rounds[0], __ATOMIC_RELAXED) > 0 &&
	       __atomic_load_n(&rounds[1], __ATOMIC_RELAXED) > 0;
}

static void *joiner(void *arg)
{
	long *rounds = arg;
	for (; !stop; __atomic_fetch_add(rounds, 1, __ATOMIC_RELAXED)) {
		struct report r = { 0, 0 };
		pthread_t t;
		CHECK_EQ(pthread_create(&t, &attr, worker, &r), 0);
		CHECK_EQ(pthread_join(t, NULL), 0);
		CHECK_EQ(r.done, 1);
		CHECK_EQ(r.bad, 0);
	}
	return NULL;
}

/* One round: detached threads of the attributes' stack size exit in a
   loop while two joiners run, for at most `secs` seconds. */
static void round_of(size_t stack, int secs)
{
	pthread_attr_t dattr;
	pthread_t j[2];
	long rounds[2] = { 0, 0 }, detached = 0;

	CHECK_EQ(pthread_attr_init(&attr), 0);
	CHECK_EQ(pthread_attr_init(&dattr), 0);
	if (stack) {
		CHECK_EQ(pthread_attr_setstacksize(&attr, stack), 0);
		CHECK_EQ(pthread_attr_setstacksize(&dattr, stack), 0);
	}
	CHECK_EQ(pthread_attr_setdetachstate(&dattr, PTHREAD_CREATE_DETACHED), 0);

	/* A bounded amount of work; the time limit only ends the loops, and
	   only once each joiner has done a round (on a loaded machine or
	   under qemu-user two seconds may not give them one). */
	clock_gettime(CLOCK_MONOTONIC, &deadline);
	deadline.tv_sec += secs;
	stop = 0;
	for (int i = 0; i < 2; i++)
		CHECK_EQ(pthread_create(&j[i], NULL, joiner, &rounds[i]), 0);
	for (; detached < 200000 && !(past_deadline() && joined(rounds)); detached++) {
		pthread_t t;
		int e = pthread_create(&t, &dattr, detached_body, NULL);
		if (e == EAGAIN) {
			sched_yield();
			continue;
		}
		CHECK_EQ(e, 0);
	}
	stop = 1;
	for (int i = 0; i < 2; i++)
		CHECK_EQ(pthread_join(j[i], NULL), 0);
	CHECK(rounds[0] > 0 && rounds[1] > 0);
	CHECK(detached > 0);
	pthread_attr_destroy(&attr);
	pthread_attr_destroy(&dattr);
}

int main(void)
{
	/* A size no cache keeps: every detached thread unmaps itself. */
	round_of(STACK, 2);
	/* The default size: detached threads go to the stack cache, or
	   unmap themselves when it is full. */
	round_of(0, 2);
	return 0;
}
