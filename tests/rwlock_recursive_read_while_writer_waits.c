// test: cflags -pthread
// test: timeout 60
/* A thread holding a read lock takes it again while a writer waits: no
   deadlock with the default kind and PREFER_WRITER_NP; the writer gets in
   once every read lock is released.  With PREFER_WRITER_NONRECURSIVE_NP
   the writer has priority, so the nested timed read lock times out. */
#define _GNU_SOURCE
#include <pthread.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static pthread_rwlock_t rw;
static int writer_done;

static void *writer(void *arg)
{
	(void)arg;
	CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
	__atomic_store_n(&writer_done, 1, __ATOMIC_SEQ_CST);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	return 0;
}

static void run(int kind, int expect)
{
	pthread_rwlockattr_t a;
	pthread_t t;
	struct timespec ts;

	CHECK_EQ(pthread_rwlockattr_init(&a), 0);
	CHECK_EQ(pthread_rwlockattr_setkind_np(&a, kind), 0);
	CHECK_EQ(pthread_rwlock_init(&rw, &a), 0);
	writer_done = 0;
	CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
	CHECK_EQ(pthread_create(&t, 0, writer, 0), 0);
	usleep(200000);         /* the writer is now blocked on our read lock */
	CHECK_EQ(__atomic_load_n(&writer_done, __ATOMIC_SEQ_CST), 0);
	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_sec += 1;
	CHECK_EQ(pthread_rwlock_timedrdlock(&rw, &ts), expect);
	if (expect == 0) {
		CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	}
	CHECK_EQ(__atomic_load_n(&writer_done, __ATOMIC_SEQ_CST), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_EQ(writer_done, 1);
	CHECK_EQ(pthread_rwlock_destroy(&rw), 0);
}

int main(void)
{
	run(PTHREAD_RWLOCK_PREFER_READER_NP, 0);
	run(PTHREAD_RWLOCK_PREFER_WRITER_NP, 0);
	run(PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP, ETIMEDOUT);
	return 0;
}
