/* Spin locks: uncontended lock/unlock, and two threads contending for a
   short critical section. */
#include "tbench.h"

/* bench-syscalls spin 1000 101000 */

static pthread_spinlock_t s;
static long shared;
static int stop, started;
static long long helper_ops;

static void *contend(void *arg)
{
	long long n = 0;

	(void)arg;
	__atomic_store_n(&started, 1, __ATOMIC_RELEASE);
	while (!__atomic_load_n(&stop, __ATOMIC_RELAXED)) {
		for (int i = 0; i < 64; i++) {
			pthread_spin_lock(&s);
			shared++;
			pthread_spin_unlock(&s);
		}
		n += 64;
	}
	helper_ops = n;
	return 0;
}

int main(int argc, char **argv)
{
	tb_args(argc, argv);
	tb_threaded();
	pthread_spin_init(&s, PTHREAD_PROCESS_PRIVATE);

	TBENCH("spin", 0, { pthread_spin_lock(&s); b_clobber(); pthread_spin_unlock(&s); });

	if (tb_want("spin_contended", 0)) {
		pthread_t t;
		long long mine = 0, t0;

		if (pthread_create(&t, 0, contend, 0))
			tb_die("bench: pthread_create failed");
		tb_wait_flag(&started, 1);
		t0 = b_now();
		while (b_now() - t0 < TB_TARGET) {
			for (int i = 0; i < 64; i++) {
				pthread_spin_lock(&s);
				shared++;
				pthread_spin_unlock(&s);
			}
			mine += 64;
		}
		__atomic_store_n(&stop, 1, __ATOMIC_RELAXED);
		pthread_join(t, 0);
		tb_report("spin_contended", b_now() - t0, mine + helper_ops);
	}
	pthread_spin_destroy(&s);
	return tb_finish();
}
