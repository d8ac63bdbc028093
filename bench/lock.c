/* Locks under contention, as real programs meet them: 2, 4 and 8 threads
   on this machine's CPUs each take one mutex around a small critical
   section (a shared counter and four more cache lines) and do some work
   outside it.  lock_Nt: wall time per lock/unlock pair, all threads
   together; lock_Nt_unfair: 100 x the most acquisitions any thread made
   / the fewest (100 is perfectly fair; lower is better).  cond_prodcons:
   two producers and two consumers hand items through a bounded queue of
   8 guarded by one mutex and two condvars; ns per item. */
#include "tbench.h"

/* bench-pinned */

enum { MAXT = 8, LINES = 4, QSIZE = 8 };

/* How long the lockers run: 5 x TB_TARGET (400 ms).  The fairness score
   is a ratio of counts, and over 80 ms eight threads on two CPUs get
   only a few scheduler slices each, so one slice more or less decided
   it: glibc's median score moved between 171 and 217 from run to run,
   its runs spread 116-777 (weft's the same).  Over 400 ms the medians
   settle (weft 146, glibc 139, musl 156 in 15 interleaved rounds) and
   what is left is the lock's doing (docs/mutex.md). */
#define LOCK_WINDOW (5 * TB_TARGET)

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static struct { long v[8]; } lines[LINES] __attribute__((aligned(64)));
static long counter;
static int go, stop;
static long long done[MAXT];

static unsigned outside(unsigned s)
{
	for (int i = 0; i < 40; i++)
		s = s * 1664525u + 1013904223u;
	return s;
}

static void *locker(void *arg)
{
	long id = (long)arg;
	long long n = 0;
	unsigned s = (unsigned)id * 2654435761u;

	tb_wait_flag(&go, 1);
	while (!__atomic_load_n(&stop, __ATOMIC_RELAXED)) {
		for (int i = 0; i < 16; i++) {
			pthread_mutex_lock(&m);
			counter++;
			for (int l = 0; l < LINES; l++)
				lines[l].v[0] += s;
			pthread_mutex_unlock(&m);
			s = outside(s);
		}
		n += 16;
	}
	done[id] = n + (s == 1);
	return 0;
}

static void contended(const char *name, const char *fair, int nt)
{
	pthread_t t[MAXT];
	long long t0, el, total = 0, least = -1, most = 0;

	if (!tb_want(name, 0))
		return;
	go = stop = 0;
	for (long i = 0; i < nt; i++)
		if (pthread_create(&t[i], 0, locker, (void *)i))
			tb_die("bench: pthread_create failed");
	t0 = b_now();
	__atomic_store_n(&go, 1, __ATOMIC_RELEASE);
	/* asleep, so that only the N lockers compete for the CPUs; for
	   LOCK_WINDOW, longer than the other benchmarks: see there */
	struct timespec ts = { 0, LOCK_WINDOW };
	while (nanosleep(&ts, &ts))
		;
	__atomic_store_n(&stop, 1, __ATOMIC_RELAXED);
	for (int i = 0; i < nt; i++) {
		pthread_join(t[i], 0);
		total += done[i];
		if (least < 0 || done[i] < least)
			least = done[i];
		if (done[i] > most)
			most = done[i];
	}
	el = b_now() - t0;
	tb_report(name, el, total);
	/* reported as a value per "op": 100 x most / fewest */
	tb_report(fair, least > 0 ? 100 * most / least : 100000, 1);
}

static pthread_cond_t not_empty = PTHREAD_COND_INITIALIZER, not_full = PTHREAD_COND_INITIALIZER;
static long queue[QSIZE];
static int qhead, qlen;
static long items, produced, consumed, checksum;

static void *producer(void *arg)
{
	(void)arg;
	for (;;) {
		pthread_mutex_lock(&m);
		while (qlen == QSIZE && produced < items)
			pthread_cond_wait(&not_full, &m);
		if (produced >= items) {
			pthread_mutex_unlock(&m);
			return 0;
		}
		queue[(qhead + qlen++) % QSIZE] = ++produced;
		pthread_cond_signal(&not_empty);
		pthread_mutex_unlock(&m);
	}
}

static void *consumer(void *arg)
{
	(void)arg;
	for (;;) {
		pthread_mutex_lock(&m);
		while (qlen == 0 && consumed < items)
			pthread_cond_wait(&not_empty, &m);
		if (consumed >= items) {
			pthread_mutex_unlock(&m);
			return 0;
		}
		checksum += queue[qhead];
		qhead = (qhead + 1) % QSIZE;
		qlen--;
		/* the last item lets the other consumer leave */
		if (++consumed == items)
			pthread_cond_broadcast(&not_empty);
		pthread_cond_signal(&not_full);
		pthread_mutex_unlock(&m);
	}
}

static void prodcons(void)
{
	pthread_t t[4];
	long long t0, el;

	if (!tb_want("cond_prodcons", 1))
		return;
	items = tb_pinned ? 100000 : 200000;
	if (tb_count)
		items = tb_count;
	qhead = qlen = 0;
	produced = consumed = checksum = 0;
	t0 = b_now();
	for (int i = 0; i < 4; i++)
		if (pthread_create(&t[i], 0, i < 2 ? producer : consumer, 0))
			tb_die("bench: pthread_create failed");
	for (int i = 0; i < 4; i++)
		pthread_join(t[i], 0);
	el = b_now() - t0;
	if (checksum != items * (items + 1) / 2)
		tb_die("bench: cond_prodcons lost or duplicated an item");
	tb_report("cond_prodcons", el, items);
}

int main(int argc, char **argv)
{
	tb_args(argc, argv);
	tb_threaded();
	contended("lock_2t", "lock_2t_unfair", 2);
	contended("lock_4t", "lock_4t_unfair", 4);
	contended("lock_8t", "lock_8t_unfair", 8);
	prodcons();
	return tb_finish();
}
