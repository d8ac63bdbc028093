/* Mutexes in a multi-threaded process: uncontended lock/unlock of each
   kind, and two threads contending for a short critical section. */
#define _GNU_SOURCE 1
#include "tbench.h"

/* bench-pinned */
/* bench-syscalls mutex_uncontended 1000 101000 */
/* bench-syscalls mutex_contended 20000 120000 */

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long shared;
static int stop, started;
static long long helper_ops;

static void *contend(void *arg)
{
	long long n = 0;
	long quota = tb_count ? (tb_count + 1) / 2 : 0;

	(void)arg;
	__atomic_store_n(&started, 1, __ATOMIC_RELEASE);
	for (;;) {
		if (tb_count ? n >= quota : __atomic_load_n(&stop, __ATOMIC_RELAXED))
			break;
		for (int i = 0; i < 64; i++) {
			pthread_mutex_lock(&m);
			shared++;
			pthread_mutex_unlock(&m);
		}
		n += 64;
	}
	helper_ops = n;
	return 0;
}

static void kind(const char *name, int type)
{
	pthread_mutexattr_t a;
	pthread_mutex_t k;

	pthread_mutexattr_init(&a);
	pthread_mutexattr_settype(&a, type);
	pthread_mutex_init(&k, &a);
	TBENCH(name, 0, { pthread_mutex_lock(&k); b_clobber(); pthread_mutex_unlock(&k); });
	pthread_mutex_destroy(&k);
	pthread_mutexattr_destroy(&a);
}

int main(int argc, char **argv)
{
	tb_args(argc, argv);
	tb_threaded();

	TBENCH("mutex_uncontended", 0, { pthread_mutex_lock(&m); b_clobber(); pthread_mutex_unlock(&m); });
	TBENCH("mutex_trylock", 0, { if (pthread_mutex_trylock(&m) == 0) pthread_mutex_unlock(&m); b_clobber(); });
	kind("mutex_recursive", PTHREAD_MUTEX_RECURSIVE);
	kind("mutex_errorcheck", PTHREAD_MUTEX_ERRORCHECK);

	if (tb_want("mutex_contended", 1)) {
		pthread_t t;
		long long mine = 0, t0;
		long quota = tb_count ? tb_count / 2 : 0;

		if (pthread_create(&t, 0, contend, 0))
			tb_die("bench: pthread_create failed");
		tb_wait_flag(&started, 1);
		t0 = b_now();
		for (;;) {
			if (tb_count ? mine >= quota : b_now() - t0 >= TB_TARGET)
				break;
			for (int i = 0; i < 64; i++) {
				pthread_mutex_lock(&m);
				shared++;
				pthread_mutex_unlock(&m);
			}
			mine += 64;
		}
		__atomic_store_n(&stop, 1, __ATOMIC_RELAXED);
		pthread_join(t, 0);
		tb_report("mutex_contended", b_now() - t0, mine + helper_ops);
	}
	return tb_finish();
}
