/* Read-write locks: uncontended rdlock/unlock and wrlock/unlock, and a
   mixed load of two readers and one writer with short critical sections
   (one op = one lock/unlock by any thread). */
#include "tbench.h"

/* bench-syscalls rwlock_read 1000 101000 */

static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static long value;
static int stop, ready;

static void *reader(void *arg)
{
	long long n = 0;
	long sum = 0;

	__atomic_fetch_add(&ready, 1, __ATOMIC_RELEASE);
	while (!__atomic_load_n(&stop, __ATOMIC_RELAXED)) {
		for (int i = 0; i < 64; i++) {
			pthread_rwlock_rdlock(&rw);
			sum += value;
			pthread_rwlock_unlock(&rw);
		}
		n += 64;
	}
	b_keep(sum);
	*(long long *)arg = n;
	return 0;
}

static void *writer(void *arg)
{
	long long n = 0;

	__atomic_fetch_add(&ready, 1, __ATOMIC_RELEASE);
	while (!__atomic_load_n(&stop, __ATOMIC_RELAXED)) {
		for (int i = 0; i < 16; i++) {
			pthread_rwlock_wrlock(&rw);
			value++;
			pthread_rwlock_unlock(&rw);
		}
		n += 16;
	}
	*(long long *)arg = n;
	return 0;
}

int main(int argc, char **argv)
{
	tb_args(argc, argv);
	tb_threaded();

	TBENCH("rwlock_read", 0, { pthread_rwlock_rdlock(&rw); b_clobber(); pthread_rwlock_unlock(&rw); });
	TBENCH("rwlock_write", 0, { pthread_rwlock_wrlock(&rw); b_clobber(); pthread_rwlock_unlock(&rw); });

	if (tb_want("rwlock_mixed", 0)) {
		pthread_t t[3];
		long long n[3];
		long long t0;

		if (pthread_create(&t[0], 0, reader, &n[0]) ||
		    pthread_create(&t[1], 0, reader, &n[1]) ||
		    pthread_create(&t[2], 0, writer, &n[2]))
			tb_die("bench: pthread_create failed");
		tb_wait_flag(&ready, 3);
		t0 = b_now();
		struct timespec ts = { 0, TB_TARGET };
		while (nanosleep(&ts, &ts))
			;
		__atomic_store_n(&stop, 1, __ATOMIC_RELAXED);
		for (int i = 0; i < 3; i++)
			pthread_join(t[i], 0);
		tb_report("rwlock_mixed", b_now() - t0, n[0] + n[1] + n[2]);
	}
	return tb_finish();
}
