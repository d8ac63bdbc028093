/* Unnamed semaphores: post+wait with nobody waiting, a ping-pong
   between two threads on two semaphores (one op = one round trip), and
   a stream of detached threads of which a semaphore lets at most
   THROTTLE live at once: main takes a slot before each create, each
   thread gives it back as it ends (one op = one thread). */
#include <errno.h>
#include <semaphore.h>
#include "tbench.h"

/* bench-pinned */
/* bench-syscalls sem_uncontended 1000 101000 */
/* bench-syscalls sem_pingpong 1000 6000 */
/* bench-syscalls sem_throttled_create 200 1200 */

#define THROTTLE 8

static sem_t ping, pong, slots;

static void *give_back(void *arg)
{
	sem_post(&slots);
	return arg;
}

static long long throttled_create(long n)
{
	pthread_attr_t a;
	pthread_t t;
	long long t0 = b_now();

	pthread_attr_init(&a);
	pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
	sem_init(&slots, 0, THROTTLE);
	for (long i = 0; i < n; i++) {
		int e;
		sem_wait(&slots);
		/* A thread that gave its slot back may not have gone yet. */
		while ((e = pthread_create(&t, &a, give_back, 0)) == EAGAIN)
			sched_yield();
		if (e)
			tb_die("bench: pthread_create (detached) failed");
	}
	for (int i = 0; i < THROTTLE; i++)
		sem_wait(&slots);
	pthread_attr_destroy(&a);
	sem_destroy(&slots);
	return b_now() - t0;
}

static void *partner(void *arg)
{
	(void)arg;
	for (;;) {
		sem_wait(&ping);
		if (__atomic_load_n((int *)arg, __ATOMIC_ACQUIRE))
			break;
		sem_post(&pong);
	}
	return 0;
}

int main(int argc, char **argv)
{
	static int quit;

	tb_args(argc, argv);
	tb_threaded();
	sem_init(&ping, 0, 0);
	sem_init(&pong, 0, 0);

	TBENCH("sem_uncontended", 0, { sem_post(&ping); sem_wait(&ping); b_clobber(); });

	if (tb_want("sem_pingpong", 1)) {
		struct tb_loop l;
		pthread_t t;
		long k;

		if (pthread_create(&t, 0, partner, &quit))
			tb_die("bench: pthread_create failed");
		tb_start(&l, TB_TARGET);
		while ((k = tb_next(&l, 64)))
			for (long i = 0; i < k; i++) {
				sem_post(&ping);
				sem_wait(&pong);
			}
		__atomic_store_n(&quit, 1, __ATOMIC_RELEASE);
		sem_post(&ping);
		pthread_join(t, 0);
		tb_report("sem_pingpong", l.el, l.ops);
	}

	if (tb_want("sem_throttled_create", 0)) {
		long n = tb_count ? tb_count : 50000;
		long long ns = throttled_create(n);
		tb_report("sem_throttled_create", ns, n);
	}
	sem_destroy(&ping);
	sem_destroy(&pong);
	return tb_finish();
}
