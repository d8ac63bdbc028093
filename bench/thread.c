/* Thread creation: create+join of one thread at a time, and a burst of
   detached threads that each decrement a counter (main waits for zero). */
#include <errno.h>
#include "tbench.h"

/* bench-pinned */
/* bench-syscalls create_join 200 1200 */
/* bench-syscalls detached_create 200 1200 */

static int left;

static void *dec(void *arg)
{
	__atomic_fetch_sub(&left, 1, __ATOMIC_RELEASE);
	return arg;
}

static long long detached_burst(long n)
{
	pthread_attr_t a;
	pthread_t t;
	long long t0 = b_now();

	pthread_attr_init(&a);
	pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
	__atomic_store_n(&left, (int)n, __ATOMIC_RELAXED);
	for (long i = 0; i < n; i++) {
		int e;
		/* Too many threads still alive: let some finish. */
		while ((e = pthread_create(&t, &a, dec, 0)) == EAGAIN)
			sched_yield();
		if (e)
			tb_die("bench: pthread_create (detached) failed");
	}
	while (__atomic_load_n(&left, __ATOMIC_ACQUIRE))
		sched_yield();
	pthread_attr_destroy(&a);
	return b_now() - t0;
}

int main(int argc, char **argv)
{
	tb_args(argc, argv);

	TBENCH("create_join", 1, {
		pthread_t t;
		if (pthread_create(&t, 0, tb_nothing, 0) || pthread_join(t, 0))
			tb_die("bench: create+join failed");
	});

	if (tb_want("detached_create", 0)) {
		long n = tb_count ? tb_count : 100000;
		long long ns = detached_burst(n);
		tb_report("detached_create", ns, n);
	}
	return tb_finish();
}
