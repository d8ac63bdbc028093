/* POSIX, pthread_rwlock_rdlock, Thread Execution Scheduling: with
   SCHED_FIFO/SCHED_RR threads "the calling thread shall not acquire the
   lock if a writer holds the lock or if writers of higher or equal
   priority are blocked on the read-write lock; otherwise, the calling
   thread shall acquire the lock", and an unlock lets the highest-priority
   waiter have the lock.  Real-time threads on one CPU, the main thread
   at the lowest priority, so it runs only when every other thread has
   blocked or ended:
   - a reader above the only waiting writer reads at once (tryrdlock too);
   - a reader at or below a waiting writer's priority waits for it
     (tryrdlock: EBUSY);
   - a write unlock with a writer at 10 and 15 and a reader at 20 waiting
     lets the reader in first, then the writers by priority; with the
     reader below the writers, the writers go first.
   weft-only: glibc's rwlocks ignore priorities (its default even lets
   any reader past a waiting writer).  Skipped where SCHED_FIFO is
   refused. */
// test: weft-only
// test: cflags -pthread
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <string.h>
#include "check.h"

static pthread_rwlock_t rw;
static int order[8], norder;
static volatile int done[8];

struct role { int id, prio, write, try; };

static void *run(void *arg)
{
	struct role *r = arg;

	if (r->try) {
		if (pthread_rwlock_tryrdlock(&rw) == EBUSY) {
			done[r->id] = 2;
			return 0;
		}
	} else if (r->write)
		CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
	else
		CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
	/* one CPU, so the order of acquisitions is the order of these */
	order[norder++] = r->id;
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	done[r->id] = 1;
	return 0;
}

/* Starts a thread of the role; it has run until it blocked or ended by
   the time this returns (it outranks the caller on the shared CPU). */
static pthread_t start(struct role *r)
{
	struct sched_param p = { .sched_priority = r->prio };
	pthread_attr_t a;
	pthread_t t;

	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setinheritsched(&a, PTHREAD_EXPLICIT_SCHED), 0);
	CHECK_EQ(pthread_attr_setschedpolicy(&a, SCHED_FIFO), 0);
	CHECK_EQ(pthread_attr_setschedparam(&a, &p), 0);
	CHECK_EQ(pthread_create(&t, &a, run, r), 0);
	CHECK_EQ(pthread_attr_destroy(&a), 0);
	return t;
}

static void reset(void)
{
	CHECK_EQ(pthread_rwlock_init(&rw, 0), 0);
	norder = 0;
	memset((void *)done, 0, sizeof done);
}

/* Main holds a read lock; writer at wprio waits; reader at rprio comes. */
static void reader_vs_waiting_writer(int wprio, int rprio, int try)
{
	struct role w = { 1, wprio, 1, 0 }, r = { 2, rprio, 0, try };
	pthread_t tw, tr;

	reset();
	CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
	tw = start(&w);
	CHECK_EQ(done[1], 0);
	if (try && rprio <= wprio) {
		tr = start(&r);
		CHECK_EQ(done[2], 2);
		CHECK_EQ(done[1], 0);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_join(tw, 0), 0);
		CHECK_EQ(pthread_join(tr, 0), 0);
		CHECK_EQ(order[0], 1);
	} else if (rprio > wprio) {
		tr = start(&r);
		/* read at once */
		CHECK_EQ(done[2], 1);
		CHECK_EQ(done[1], 0);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_join(tw, 0), 0);
		CHECK_EQ(pthread_join(tr, 0), 0);
		CHECK_EQ(order[0], 2);
		CHECK_EQ(order[1], 1);
	} else {
		tr = start(&r);
		CHECK_EQ(done[2], 0);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_join(tw, 0), 0);
		CHECK_EQ(pthread_join(tr, 0), 0);
		CHECK_EQ(order[0], 1);
		CHECK_EQ(order[1], 2);
	}
	CHECK_EQ(pthread_rwlock_destroy(&rw), 0);
}

/* Main holds the write lock; writers at 10 and 15 and a reader at rprio
   wait; main unlocks. */
static void handoff(int rprio, const int *expect)
{
	struct role w10 = { 1, 10, 1, 0 }, w15 = { 2, 15, 1, 0 }, r = { 3, rprio, 0, 0 };
	pthread_t t[3];

	reset();
	CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
	t[0] = start(&w10);
	t[1] = start(&r);
	t[2] = start(&w15);
	CHECK_EQ(done[1] | done[2] | done[3], 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	for (int i = 0; i < 3; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	CHECK_EQ(norder, 3);
	for (int i = 0; i < 3; i++)
		CHECK_EQ(order[i], expect[i]);
	CHECK_EQ(pthread_rwlock_destroy(&rw), 0);
}

int main(void)
{
	struct sched_param p = { .sched_priority = 1 };
	static const int reader_first[3] = { 3, 2, 1 }, writers_first[3] = { 2, 1, 3 };
	cpu_set_t set;
	int cpu;

	/* one CPU: the first the test may use */
	CHECK_EQ(sched_getaffinity(0, sizeof set, &set), 0);
	for (cpu = 0; !CPU_ISSET(cpu, &set); cpu++)
		;
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	CHECK_EQ(sched_setaffinity(0, sizeof set, &set), 0);
	if (pthread_setschedparam(pthread_self(), SCHED_FIFO, &p) != 0) {
		t_puts(2, "SCHED_FIFO not permitted\n");
		return 77;
	}

	reader_vs_waiting_writer(10, 20, 0);
	reader_vs_waiting_writer(10, 20, 1);
	reader_vs_waiting_writer(20, 20, 0);
	reader_vs_waiting_writer(30, 20, 0);
	reader_vs_waiting_writer(20, 20, 1);
	handoff(20, reader_first);
	handoff(5, writers_first);
	return 0;
}
