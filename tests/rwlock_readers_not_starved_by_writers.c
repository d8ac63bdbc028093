// test: cflags -pthread
// test: timeout 60
// test: weft-only
/* A continuous stream of writers does not keep readers out: three writers
   take the write lock back to back with no pause between turns, so that at
   almost every moment one holds it and another waits, and a reader must
   still get in, within a bounded number of writer turns (progress, not
   time).  In weft the readers waiting when a write lock is released get it
   next, with every kind (docs/rwlock.md, "phases"): a reader waits for the
   write phase in progress, a handful of turns.  The bound leaves room for
   a reader preempted before it could register (writers go on meanwhile):
   at most one read in ten may wait more than SHORT turns, none more than
   BOUND, and a lock that starves readers never gets in at all.  (Measured
   under heavy load: weft at most 17 turns; before the phases, a tenth of
   the reads waited 3000 to 6600 turns.)  weft-only: glibc may hand the
   lock from writer to writer while a reader waits (seen here: over two
   million writer turns). */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include "check.h"

#define WRITERS 3
#define READS 200
#define SHORT 1000L     /* writer turns most reads wait at most */
#define BOUND 2000000L  /* writer turns any read may wait */

static pthread_rwlock_t rw;
static long turns;      /* writer turns so far (atomic, read unlocked) */
static long a, b;       /* equal whenever no writer holds the lock */
static int stop;

static void *writer(void *arg)
{
	(void)arg;
	while (!__atomic_load_n(&stop, __ATOMIC_SEQ_CST)) {
		CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
		a++;
		__atomic_add_fetch(&turns, 1, __ATOMIC_SEQ_CST);
		b++;
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	}
	return 0;
}

static void readers_get_in(const pthread_rwlockattr_t *attr)
{
	pthread_t t[WRITERS];
	int longer = 0;

	CHECK_EQ(pthread_rwlock_init(&rw, attr), 0);
	stop = 0;
	turns = a = b = 0;
	for (int i = 0; i < WRITERS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, writer, 0), 0);
	for (int n = 0; n < READS; n++) {
		/* let the stream of writers get going */
		long start = __atomic_load_n(&turns, __ATOMIC_SEQ_CST);
		while (__atomic_load_n(&turns, __ATOMIC_SEQ_CST) < start + 50)
			sched_yield();
		long before = __atomic_load_n(&turns, __ATOMIC_SEQ_CST);
		CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
		long waited = __atomic_load_n(&turns, __ATOMIC_SEQ_CST) - before;
		CHECK_EQ(a, b);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		if (waited > BOUND)
			CHECK_EQ(waited, BOUND);
		longer += waited > SHORT;
	}
	if (longer > READS / 10)
		CHECK_EQ(longer, READS / 10);
	__atomic_store_n(&stop, 1, __ATOMIC_SEQ_CST);
	for (int i = 0; i < WRITERS; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	CHECK_EQ(pthread_rwlock_destroy(&rw), 0);
}

int main(void)
{
	static const int kinds[] = {
		PTHREAD_RWLOCK_PREFER_READER_NP, PTHREAD_RWLOCK_PREFER_WRITER_NP,
		PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP,
	};
	pthread_rwlockattr_t at;

	readers_get_in(0);
	for (int i = 0; i < 3; i++) {
		CHECK_EQ(pthread_rwlockattr_init(&at), 0);
		CHECK_EQ(pthread_rwlockattr_setkind_np(&at, kinds[i]), 0);
		readers_get_in(&at);
	}
	return 0;
}
