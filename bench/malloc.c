/* malloc and free: pairs of random sizes 16-512 B with 256 live blocks in
   one thread, then in 2 and 4 threads each freeing its own; a producer
   thread allocating what a consumer thread frees; churn of 64 KiB-1 MiB
   blocks (and the same page writes without an allocator: the floor); a
   string grown by realloc; and the resident memory at the peak
   of a burst of small blocks and after it is freed (rss_malloc_peak and
   rss_malloc_after: bytes above the resident set before the burst;
   rss_malloc_after_pct: the latter in percent of that resident set).  Each block's first and last bytes
   are written at malloc and checked at free. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sched.h>
#include <stdint.h>
#include <sys/mman.h>
#include "tbench.h"

/* bench-syscalls malloc_1t 100000 1100000 */

#define LIVE   256
#define NSIZES 4096

static unsigned short sizes[NSIZES];
static size_t big[NSIZES];

static void make_sizes(void)
{
	uint64_t x = 0x2545f4914f6cdd1dull;

	for (int i = 0; i < NSIZES; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		sizes[i] = 16 + x % 497;
		big[i] = (64 << 10) + (x >> 20) % ((1 << 20) - (64 << 10) + 1);
	}
}

static inline void mark(unsigned char *p, size_t n, unsigned char v)
{
	p[0] = v;
	p[n - 1] = v;
}

static inline void check(const unsigned char *p, size_t n, unsigned char v)
{
	if (p[0] != v || p[n - 1] != v)
		tb_die("bench: block contents changed");
}

/* One thread's pairs: a ring of LIVE blocks, the oldest freed as each new
   one is made. */
struct ring {
	unsigned char *p[LIVE];
	unsigned short n[LIVE];
	unsigned i, k;
};

static void ring_init(struct ring *r, unsigned seed)
{
	r->k = seed * 977;
	for (r->i = 0; r->i < LIVE; r->i++) {
		size_t n = sizes[r->k++ % NSIZES];
		r->p[r->i] = malloc(n);
		if (!r->p[r->i])
			tb_die("bench: malloc failed");
		r->n[r->i] = n;
		mark(r->p[r->i], n, (unsigned char)r->i);
	}
	r->i = 0;
}

static inline void ring_step(struct ring *r)
{
	unsigned i = r->i++ % LIVE;
	size_t n = sizes[r->k++ % NSIZES];

	check(r->p[i], r->n[i], (unsigned char)i);
	free(r->p[i]);
	r->p[i] = malloc(n);
	if (!r->p[i])
		tb_die("bench: malloc failed");
	r->n[i] = n;
	mark(r->p[i], n, (unsigned char)i);
}

static void ring_done(struct ring *r)
{
	for (unsigned i = 0; i < LIVE; i++)
		free(r->p[i]);
}

/* N threads, each its own ring for the same number of pairs; reported as
   wall time per pair of one thread (so perfect scaling on enough CPUs
   would equal the one-thread figure).  Thread k runs on the k-th CPU the
   process may use (round robin): left to the scheduler, two threads
   created in a row often share one CPU for the whole run (a few tens of
   milliseconds) while the other CPU runs something else, and the row then
   measures where the threads were put, not how the allocator scales. */
static long long per_thread_ops;
static int go;
static cpu_set_t cpus;
static int ncpus;

static void pin(unsigned k)
{
	cpu_set_t one;
	int n = 0;

	if (ncpus < 2)
		return;
	k %= ncpus;
	for (int c = 0; c < CPU_SETSIZE; c++)
		if (CPU_ISSET(c, &cpus) && n++ == (int)k) {
			CPU_ZERO(&one);
			CPU_SET(c, &one);
			sched_setaffinity(0, sizeof one, &one);
			return;
		}
}

static void *pairs(void *arg)
{
	struct ring r;

	pin((unsigned)(uintptr_t)arg - 1);
	ring_init(&r, (unsigned)(uintptr_t)arg);
	while (!__atomic_load_n(&go, __ATOMIC_ACQUIRE))
		sched_yield();
	for (long long n = 0; n < per_thread_ops; n++)
		ring_step(&r);
	ring_done(&r);
	return 0;
}

static void threads(const char *name, int nt)
{
	pthread_t t[8];
	long long t0, el;

	if (!tb_want(name, 0))
		return;
	per_thread_ops = tb_count ? tb_count : 2000000;
	ncpus = sched_getaffinity(0, sizeof cpus, &cpus) ? 0 : CPU_COUNT(&cpus);
	__atomic_store_n(&go, 0, __ATOMIC_RELEASE);
	for (int i = 0; i < nt; i++)
		if (pthread_create(&t[i], 0, pairs, (void *)(uintptr_t)(i + 1)))
			tb_die("bench: pthread_create failed");
	t0 = b_now();
	__atomic_store_n(&go, 1, __ATOMIC_RELEASE);
	for (int i = 0; i < nt; i++)
		pthread_join(t[i], 0);
	el = b_now() - t0;
	tb_report(name, el, per_thread_ops);
}

/* Producer/consumer through a single-producer single-consumer ring of
   pointers (atomics only, so no libc synchronisation is measured). */
#define QN 1024
static unsigned char *q[QN];
static unsigned qhead, qtail;   /* qhead: next to take; qtail: next to fill */

static void *consumer(void *arg)
{
	long long n = *(long long *)arg;

	for (long long k = 0; k < n; k++) {
		unsigned h = qhead;
		unsigned char *p;
		while (__atomic_load_n(&qtail, __ATOMIC_ACQUIRE) == h)
			sched_yield();
		p = q[h % QN];
		if (p[0] != (unsigned char)h)
			tb_die("bench: block contents changed");
		free(p);
		__atomic_store_n(&qhead, h + 1, __ATOMIC_RELEASE);
	}
	return 0;
}

static void prodcon(void)
{
	static long long n;
	pthread_t t;
	long long t0;

	if (!tb_want("malloc_prodcon", 0))
		return;
	n = tb_count ? tb_count : 2000000;
	qhead = qtail = 0;
	if (pthread_create(&t, 0, consumer, &n))
		tb_die("bench: pthread_create failed");
	t0 = b_now();
	for (long long k = 0; k < n; k++) {
		unsigned tl = qtail;
		unsigned char *p = malloc(sizes[k % NSIZES]);
		if (!p)
			tb_die("bench: malloc failed");
		p[0] = (unsigned char)tl;
		while (tl - __atomic_load_n(&qhead, __ATOMIC_ACQUIRE) >= QN)
			sched_yield();
		q[tl % QN] = p;
		__atomic_store_n(&qtail, tl + 1, __ATOMIC_RELEASE);
	}
	pthread_join(t, 0);
	tb_report("malloc_prodcon", b_now() - t0, n);
}

/* Resident set in bytes, from /proc/self/statm. */
static long long resident(void)
{
	char buf[128];
	int fd = open("/proc/self/statm", O_RDONLY);
	ssize_t n = fd < 0 ? -1 : read(fd, buf, sizeof buf - 1);
	long long v = 0;
	char *s = buf;

	if (fd >= 0)
		close(fd);
	if (n <= 0)
		tb_die("bench: cannot read /proc/self/statm");
	buf[n] = 0;
	while (*s && *s != ' ')
		s++;
	while (*++s >= '0' && *s <= '9')
		v = v * 10 + (*s - '0');
	return v * sysconf(_SC_PAGESIZE);
}

#define BURST 200000
static void *burst[BURST];

static void rss(void)
{
	long long before, peak, after;

	if (tb_count || tb_pinned)
		return;
	/* The pointer array is the benchmark's own memory (1.6 MB): make it
	   resident first, so that what the differences count is the
	   allocator's share alone (else its pages, resident from the burst
	   on, would read as memory the allocator keeps).  The resident set
	   before the burst, the base of the percentage, includes it. */
	memset(burst, 0xff, sizeof burst);
	b_clobber();
	before = resident();
	for (int i = 0; i < BURST; i++) {
		size_t n = sizes[i % NSIZES];
		if (!(burst[i] = malloc(n)))
			tb_die("bench: malloc failed");
		memset(burst[i], 0x5a, n);
	}
	peak = resident();
	for (int i = 0; i < BURST; i++)
		free(burst[i]);
	after = resident();
	tb_report("rss_malloc_peak", peak - before, 1);
	tb_report("rss_malloc_after", after > before ? after - before : 0, 1);
	/* Percent with one decimal: ns/ops as b_report prints it. */
	tb_report("rss_malloc_after_pct", after > before ? (after - before) * 1000 / before : 0, 10);
}

static unsigned char *lb[8];
static size_t ln[8];
static unsigned bk;

/* One byte per page and the last byte of a big block, as a program
   that uses all of it would touch it. */
static void write_pages(unsigned char *p, size_t n, unsigned char v)
{
	for (size_t o = 0; o < n; o += 4096)
		p[o] = v;
	p[n - 1] = v;
}

static void churn_step(void)
{
	unsigned i = bk % 8;
	size_t n = big[bk++ % NSIZES];

	if (lb[i]) {
		check(lb[i], ln[i], (unsigned char)i);
		free(lb[i]);
	}
	if (!(lb[i] = malloc(n)))
		tb_die("bench: malloc failed");
	write_pages(lb[i], n, (unsigned char)i);
	ln[i] = n;
}

/* The floor under the churn: the same sizes in the same 8 slots, written
   and checked the same way, but in 8 fixed 1 MiB buffers that stay
   resident, with no allocator at all.  What the churn takes above it is
   the allocator's: its calls, and where it puts the blocks. */
static unsigned char *fb;
static size_t fn[8];
static unsigned fk;

static void floor_step(void)
{
	unsigned i = fk % 8;
	size_t n = big[fk++ % NSIZES];
	unsigned char *p = fb + ((size_t)i << 20);

	if (fn[i])
		check(p, fn[i], (unsigned char)i);
	write_pages(p, n, (unsigned char)i);
	fn[i] = n;
}

#define CHURN_SLICE 4096        /* steps per slice: about 5 ms */

static long long churn_slice(int fixed)
{
	long long t0 = b_now();

	for (int k = 0; k < CHURN_SLICE; k++) {
		if (fixed)
			floor_step();
		else
			churn_step();
	}
	return b_now() - t0;
}

/* 8 live blocks of 64 KiB-1 MiB, one byte per page written, after a
   warm-up (what is measured is the steady state, not the first page
   faults).  The churn and its floor run in alternating slices, so that
   drift in machine speed hits both alike, and each reports its fastest
   slice; malloc_large_churn_over_floor is the difference. */
static void churn(void)
{
	long long best[2] = { 0, 0 }, t0;
	int round = 0;

	if (!tb_want("malloc_large_churn", 0))
		return;
	if (tb_count) {
		for (long long k = 0; k < tb_count; k++)
			churn_step();
	} else {
		fb = mmap(0, 8 << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (fb == MAP_FAILED)
			tb_die("bench: mmap failed");
		churn_slice(0);
		churn_slice(1);
		t0 = b_now();
		do {
			for (int k = 0; k < 2; k++) {
				int fixed = k ^ (round & 1);
				long long ns = churn_slice(fixed);
				if (!best[fixed] || ns < best[fixed])
					best[fixed] = ns;
			}
			round++;
		} while (b_now() - t0 < 2 * TB_TARGET);
		munmap(fb, 8 << 20);
		tb_report("malloc_large_churn", best[0], CHURN_SLICE);
		tb_report("malloc_large_churn_floor", best[1], CHURN_SLICE);
		tb_report("malloc_large_churn_over_floor",
		          best[0] > best[1] ? best[0] - best[1] : 0, CHURN_SLICE);
	}
	for (int i = 0; i < 8; i++)
		free(lb[i]);
}

int main(int argc, char **argv)
{
	static struct ring r1;

	tb_args(argc, argv);
	make_sizes();
	/* Before anything else touches the heap. */
	rss();
	tb_threaded();

	if (tb_want("malloc_1t", 0))
		ring_init(&r1, 7);
	TBENCH("malloc_1t", 0, ring_step(&r1));
	if (tb_want("malloc_1t", 0))
		ring_done(&r1);
	threads("malloc_2t", 2);
	threads("malloc_4t", 4);
	prodcon();

	churn();

	/* A string grown 1-16 bytes at a time up to 64 KiB, then dropped:
	   time per realloc. */
	TBENCH("malloc_realloc_grow", 0, {
		static char *s;
		static size_t len;
		size_t add = 1 + (bk++ & 15);
		if (len + add > (64 << 10)) {
			free(s);
			s = 0;
			len = 0;
		}
		if (!(s = realloc(s, len + add)))
			tb_die("bench: realloc failed");
		memset(s + len, 'a', add);
		len += add;
		b_keep(s);
	});
	return tb_finish();
}
