/* A thread that exits holding a robust mutex: the next locker (already
   blocked, or arriving later) gets EOWNERDEAD and owns it; after
   pthread_mutex_consistent it is an ordinary mutex again; unlocked without
   it, it is ENOTRECOVERABLE for everyone.  Also for a robust PI mutex. */
// test: cflags -pthread
#include <pthread.h>
#include <unistd.h>
#include "check.h"

static pthread_mutex_t m;
static int held;

static void *lock_and_exit(void *arg)
{
	CHECK_EQ(pthread_mutex_lock(&m), 0);
	__atomic_store_n(&held, 1, __ATOMIC_RELEASE);
	if (arg)
		usleep(100000);	/* let the main thread block first */
	return 0;		/* exits holding m */
}

static void *lock_other(void *arg)
{
	(void)arg;
	return (void *)(long)pthread_mutex_lock(&m);
}

static void scenario(int proto)
{
	pthread_mutexattr_t a;
	pthread_t t;
	void *ret;

	CHECK_EQ(pthread_mutexattr_init(&a), 0);
	CHECK_EQ(pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST), 0);
	CHECK_EQ(pthread_mutexattr_setprotocol(&a, proto), 0);
	CHECK_EQ(pthread_mutex_init(&m, &a), 0);

	/* owner already gone when we lock */
	CHECK_EQ(pthread_create(&t, 0, lock_and_exit, 0), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_EQ(pthread_mutex_lock(&m), EOWNERDEAD);
	CHECK_EQ(pthread_mutex_consistent(&m), 0);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	CHECK_EQ(pthread_mutex_lock(&m), 0);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);

	/* we are blocked in lock when the owner exits */
	held = 0;
	CHECK_EQ(pthread_create(&t, 0, lock_and_exit, (void *)1), 0);
	while (!__atomic_load_n(&held, __ATOMIC_ACQUIRE))
		usleep(1000);
	CHECK_EQ(pthread_mutex_lock(&m), EOWNERDEAD);
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_EQ(pthread_mutex_consistent(&m), 0);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);

	/* not made consistent: unrecoverable, for a blocked thread too */
	CHECK_EQ(pthread_create(&t, 0, lock_and_exit, 0), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_EQ(pthread_mutex_lock(&m), EOWNERDEAD);
	CHECK_EQ(pthread_create(&t, 0, lock_other, 0), 0);
	usleep(20000);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	CHECK_EQ(pthread_join(t, &ret), 0);
	CHECK_EQ((long)ret, ENOTRECOVERABLE);
	CHECK_EQ(pthread_mutex_lock(&m), ENOTRECOVERABLE);
	CHECK_EQ(pthread_mutex_trylock(&m), ENOTRECOVERABLE);
	CHECK_EQ(pthread_mutex_destroy(&m), 0);
}

int main(void)
{
	scenario(PTHREAD_PRIO_NONE);
	scenario(PTHREAD_PRIO_INHERIT);
	return 0;
}
