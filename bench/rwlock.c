/* Read-write locks: uncontended rdlock/unlock and wrlock/unlock; a mixed
   load of two readers and one writer with short critical sections; and
   rwlock_read_2t, a read-mostly load: two threads each take the read lock
   around a short read of four shared cache lines and do some work outside
   it (a lock that makes readers wait for each other, or bounces more than
   the lock word between them, does not scale).  Contended rows: wall time
   per lock/unlock pair, all threads together.  rwlock_mixed_writes: the
   writer's share of rwlock_mixed's operations, per thousand (a lock that
   lets readers starve the writer does fewer, slower writer turns and so
   more operations in all).  In "count" mode the threads stop once they
   have done N operations between them. */
#include <stdint.h>
#include "tbench.h"

/* bench-syscalls rwlock_read 1000 101000 */
/* bench-syscalls rwlock_mixed 100000 1100000 */
/* bench-syscalls rwlock_read_2t 100000 1100000 */

enum { LINES = 4 };

static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static long value;
static struct { long v[8]; } lines[LINES] __attribute__((aligned(64)));
static int stop, ready;
static long long ops_done;

/* After a batch of n operations: whether to go on. */
static int more(long long n)
{
	if (tb_count)
		return __atomic_add_fetch(&ops_done, n, __ATOMIC_RELAXED) < tb_count;
	return !__atomic_load_n(&stop, __ATOMIC_RELAXED);
}

static void *reader(void *arg)
{
	long long n = 0;
	long sum = 0;

	__atomic_fetch_add(&ready, 1, __ATOMIC_RELEASE);
	do {
		for (int i = 0; i < 64; i++) {
			pthread_rwlock_rdlock(&rw);
			sum += value;
			pthread_rwlock_unlock(&rw);
		}
		n += 64;
	} while (more(64));
	b_keep(sum);
	*(long long *)arg = n;
	return 0;
}

static void *writer(void *arg)
{
	long long n = 0;

	__atomic_fetch_add(&ready, 1, __ATOMIC_RELEASE);
	do {
		for (int i = 0; i < 16; i++) {
			pthread_rwlock_wrlock(&rw);
			value++;
			pthread_rwlock_unlock(&rw);
		}
		n += 16;
	} while (more(16));
	*(long long *)arg = n;
	return 0;
}

static unsigned outside(unsigned s)
{
	for (int i = 0; i < 20; i++)
		s = s * 1664525u + 1013904223u;
	return s;
}

static void *reader_2t(void *arg)
{
	long long n = 0;
	long sum = 0;
	unsigned s = (unsigned)(uintptr_t)arg;

	__atomic_fetch_add(&ready, 1, __ATOMIC_RELEASE);
	do {
		for (int i = 0; i < 16; i++) {
			pthread_rwlock_rdlock(&rw);
			for (int l = 0; l < LINES; l++)
				sum += lines[l].v[0];
			pthread_rwlock_unlock(&rw);
			s = outside(s);
		}
		n += 16;
	} while (more(16));
	b_keep(sum + s);
	*(long long *)arg = n;
	return 0;
}

/* Runs nt threads (fn[i]) for the target time, or until they have done
   tb_count operations between them, and reports ns per operation. */
static void contended(const char *name, const char *wname, int nt, void *(*const *fn)(void *))
{
	pthread_t t[4];
	long long n[4], t0, total = 0;

	if (!tb_want(name, 0))
		return;
	stop = ready = 0;
	ops_done = 0;
	for (int i = 0; i < nt; i++) {
		if (pthread_create(&t[i], 0, fn[i], &n[i]))
			tb_die("bench: pthread_create failed");
	}
	tb_wait_flag(&ready, nt);
	t0 = b_now();
	if (!tb_count) {
		struct timespec ts = { 0, TB_TARGET };
		while (nanosleep(&ts, &ts))
			;
		__atomic_store_n(&stop, 1, __ATOMIC_RELAXED);
	}
	for (int i = 0; i < nt; i++) {
		pthread_join(t[i], 0);
		total += n[i];
	}
	tb_report(name, b_now() - t0, total);
	/* the writer is the last thread */
	if (wname)
		tb_report(wname, 1000 * n[nt - 1], total);
}

int main(int argc, char **argv)
{
	static void *(*const mixed[])(void *) = { reader, reader, writer };
	static void *(*const read2[])(void *) = { reader_2t, reader_2t };

	tb_args(argc, argv);
	tb_threaded();

	TBENCH("rwlock_read", 0, { pthread_rwlock_rdlock(&rw); b_clobber(); pthread_rwlock_unlock(&rw); });
	TBENCH("rwlock_write", 0, { pthread_rwlock_wrlock(&rw); b_clobber(); pthread_rwlock_unlock(&rw); });
	contended("rwlock_mixed", "rwlock_mixed_writes", 3, mixed);
	contended("rwlock_read_2t", 0, 2, read2);
	return tb_finish();
}
