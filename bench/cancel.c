/* Cancellation costs, in a program that links pthread_cancel:
 *   cancel_join             pthread_cancel of a thread blocked in read on
 *                           an empty pipe, then pthread_join; only those two
 *                           calls are timed (creating the thread and
 *                           waiting until it sleeps in the kernel are not)
 *   cleanup_pushpop         a pthread_cleanup_push + pthread_cleanup_pop(0)
 *                           pair (bench/cleanup_nocancel.c: the same in a
 *                           program that cannot cancel)
 *   read_pipe               read(2) of 1 byte from a pipe holding data,
 *                           through the libc's read (a cancellation point)
 *   read_pipe_syscall       the same through syscall(SYS_read)
 *   read_pipe_over_syscall  the difference of the two (0 if below): what
 *                           being a cancellation point costs a read
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/syscall.h>
#include "tbench.h"

/* bench-pinned */
/* bench-syscalls cleanup_pushpop 1000 101000 */

static int empty[2];
static int armed;
static pid_t blocked_tid;

static void *block_in_read(void *arg)
{
	char c;

	blocked_tid = (pid_t)syscall(SYS_gettid);
	__atomic_store_n(&armed, 1, __ATOMIC_RELEASE);
	read(empty[0], &c, 1);
	return arg;
}

/* Whether thread tid sleeps in the kernel ('S' in its stat file). */
static int sleeping(pid_t tid)
{
	char path[64] = "/proc/self/task/", num[16], *p = num + sizeof num, buf[256], *q;
	ssize_t n;
	int fd;

	*--p = 0;
	do
		*--p = '0' + tid % 10;
	while (tid /= 10);
	strcat(path, p);
	strcat(path, "/stat");
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return 0;
	n = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = 0;
	q = strrchr(buf, ')');
	return q && q[1] == ' ' && q[2] == 'S';
}

static void cancel_join(void)
{
	long long el = 0, ops = 0;

	if (!tb_want("cancel_join", 1))
		return;
	while (tb_count ? ops < tb_count : el < TB_TARGET) {
		pthread_t t;
		void *res;
		long long t0;

		armed = 0;
		if (pthread_create(&t, 0, block_in_read, 0))
			tb_die("bench: pthread_create failed");
		tb_wait_flag(&armed, 1);
		for (int i = 0; !sleeping(blocked_tid); i++)
			if (i > 100000)
				tb_die("bench: the reader never blocked");
			else
				sched_yield();
		t0 = b_now();
		if (pthread_cancel(t) || pthread_join(t, &res) || res != PTHREAD_CANCELED)
			tb_die("bench: cancel+join failed");
		el += b_now() - t0;
		ops++;
	}
	tb_report("cancel_join", el, ops);
}

static void noop(void *arg)
{
	b_keep(arg);
}

static int full[2];
/* Reads per timed slice: well under a scheduler tick, so that on a busy
   machine many slices run undisturbed and the fastest is the true cost. */
#define SLICE 256

static void fill(long n)
{
	static char buf[SLICE];
	while (n > 0) {
		ssize_t w = write(full[1], buf, n < (long)sizeof buf ? n : (long)sizeof buf);
		if (w <= 0)
			tb_die("bench: filling the pipe failed");
		n -= w;
	}
}

/* n one-byte reads, timed; the pipe holds at least n bytes. */
static long long timed_reads(long n, int raw)
{
	char c;
	long long t0 = b_now();

	if (raw) {
		for (long i = 0; i < n; i++)
			if (syscall(SYS_read, full[0], &c, 1) != 1)
				tb_die("bench: syscall read failed");
	} else {
		for (long i = 0; i < n; i++)
			if (read(full[0], &c, 1) != 1)
				tb_die("bench: read failed");
	}
	return b_now() - t0;
}

/* The two reads in alternating slices (so that drift in machine speed
   hits both alike), each reporting its fastest slice, as TBENCH does for
   short uncontended operations. */
static void reads(void)
{
	int want_libc = tb_want("read_pipe", 0), want_raw = tb_want("read_pipe_syscall", 0);
	long long best[2] = { 0, 0 }, t0 = b_now();
	long slice = SLICE;
	int round = 0;

	if (!want_libc && !want_raw)
		return;
	if (tb_count) {
		for (long left = tb_count; left > 0; left -= slice) {
			long k = left < slice ? left : slice;
			fill(k);
			timed_reads(k, want_raw);
		}
		return;
	}
	do {
		/* Alternate which goes first, too. */
		for (int k = 0; k < 2; k++) {
			int raw = k ^ (round & 1);
			long long ns;
			fill(slice);
			ns = timed_reads(slice, raw);
			if (!best[raw] || ns < best[raw])
				best[raw] = ns;
		}
		round++;
	} while (b_now() - t0 < 2 * TB_TARGET);
	tb_report("read_pipe", best[0], slice);
	tb_report("read_pipe_syscall", best[1], slice);
	tb_report("read_pipe_over_syscall", best[0] > best[1] ? best[0] - best[1] : 0, slice);
}

int main(int argc, char **argv)
{
	tb_args(argc, argv);
	tb_threaded();
	if (pipe(empty) || pipe(full))
		tb_die("bench: pipe failed");

	cancel_join();
	TBENCH("cleanup_pushpop", 0, {
		pthread_cleanup_push(noop, &b_i);
		b_clobber();
		pthread_cleanup_pop(0);
	});
	reads();
	return tb_finish();
}
