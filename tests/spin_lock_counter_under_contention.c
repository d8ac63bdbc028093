// test: cflags -pthread
// test: timeout 60
/* Four threads increment a counter under a spin lock (lock and trylock):
   no increment is lost; trylock on a held lock is EBUSY. */
#include <pthread.h>
#include <sched.h>
#include "check.h"

#define N 4
#define ROUNDS 200000

static pthread_spinlock_t sl;
static volatile long counter;

static void *worker(void *arg)
{
	long id = (long)arg;
	for (int i = 0; i < ROUNDS; i++) {
		if (id == 0 && i % 2) {
			while (pthread_spin_trylock(&sl) == EBUSY)
				sched_yield();
		} else {
			CHECK_EQ(pthread_spin_lock(&sl), 0);
		}
		counter = counter + 1;
		CHECK_EQ(pthread_spin_unlock(&sl), 0);
	}
	return 0;
}

int main(void)
{
	pthread_t t[N];

	CHECK_EQ(pthread_spin_init(&sl, PTHREAD_PROCESS_PRIVATE), 0);
	CHECK_EQ(pthread_spin_trylock(&sl), 0);
	CHECK_EQ(pthread_spin_trylock(&sl), EBUSY);
	CHECK_EQ(pthread_spin_unlock(&sl), 0);
	CHECK_EQ(pthread_spin_lock(&sl), 0);
	CHECK_EQ(pthread_spin_unlock(&sl), 0);
	for (long i = 0; i < N; i++)
		CHECK_EQ(pthread_create(&t[i], 0, worker, (void *)i), 0);
	for (int i = 0; i < N; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	CHECK_EQ(counter, (long)N * ROUNDS);
	CHECK_EQ(pthread_spin_destroy(&sl), 0);
	CHECK_EQ(pthread_spin_init(&sl, PTHREAD_PROCESS_SHARED), 0);
	CHECK_EQ(pthread_spin_trylock(&sl), 0);
	CHECK_EQ(pthread_spin_unlock(&sl), 0);
	CHECK_EQ(pthread_spin_destroy(&sl), 0);
	return 0;
}
