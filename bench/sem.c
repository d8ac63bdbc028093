/* Unnamed semaphores: post+wait with nobody waiting, and a ping-pong
   between two threads on two semaphores (one op = one round trip). */
#include <semaphore.h>
#include "tbench.h"

/* bench-pinned */
/* bench-syscalls sem_uncontended 1000 101000 */
/* bench-syscalls sem_pingpong 1000 6000 */

static sem_t ping, pong;

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
	sem_destroy(&ping);
	sem_destroy(&pong);
	return tb_finish();
}
