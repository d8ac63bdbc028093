/* Barrier of two threads, many cycles (one op = one cycle). */
#include "tbench.h"

/* bench-pinned */
/* bench-syscalls barrier 1000 6000 */

static pthread_barrier_t b;
static long batch;	/* cycles in the next batch; 0: quit */

static void *partner(void *arg)
{
	(void)arg;
	for (;;) {
		/* main wrote batch before this wait and cannot write it again
		   until this thread has joined the next batch's cycles */
		pthread_barrier_wait(&b);
		long k = __atomic_load_n(&batch, __ATOMIC_RELAXED);
		if (!k)
			break;
		for (long i = 0; i < k; i++)
			pthread_barrier_wait(&b);
	}
	return 0;
}

int main(int argc, char **argv)
{
	tb_args(argc, argv);

	if (tb_want("barrier", 1)) {
		struct tb_loop l;
		pthread_t t;
		long k;

		pthread_barrier_init(&b, 0, 2);
		if (pthread_create(&t, 0, partner, 0))
			tb_die("bench: pthread_create failed");
		tb_start(&l, TB_TARGET);
		do {
			k = tb_next(&l, 512);
			__atomic_store_n(&batch, k, __ATOMIC_RELAXED);
			pthread_barrier_wait(&b);
			for (long i = 0; i < k; i++)
				pthread_barrier_wait(&b);
		} while (k);
		pthread_join(t, 0);
		pthread_barrier_destroy(&b);
		tb_report("barrier", l.el, l.ops);
	}
	return tb_finish();
}
