/*
 * Helpers for the thread benchmarks (bench/thread.c, mutex.c, ...), on top
 * of bench.h.  A thread benchmark program understands three modes:
 *
 *   prog                 every benchmark, each run for about its target
 *                        time; prints "name ns-per-op" lines
 *   prog pinned          only the hand-off benchmarks, printed as
 *                        "name_pinned ..."; bench/run.sh runs this mode
 *                        under `taskset -c 0` for sources that contain a
 *                        "bench-pinned" line
 *   prog count NAME N    only benchmark NAME, exactly N operations, no
 *                        output; bench/run.sh runs it under `strace -f -c`
 *                        for two values of N (the "bench-syscalls NAME N1
 *                        N2" lines of the source) and reports the
 *                        difference in system calls divided by N2 - N1:
 *                        start-up, thread creation and exit cancel out.
 */
#ifndef WEFT_TBENCH_H
#define WEFT_TBENCH_H

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include "bench.h"

/* Default time per measurement. */
#define TB_TARGET (80LL * 1000 * 1000)

static int tb_pinned;
static const char *tb_only;
static long long tb_count;
static int tb_matched;

static inline void tb_die(const char *msg)
{
	write(2, msg, strlen(msg));
	write(2, "\n", 1);
	exit(2);
}

static inline void tb_args(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "pinned") == 0) {
		tb_pinned = 1;
	} else if (argc > 3 && strcmp(argv[1], "count") == 0) {
		tb_only = argv[2];
		tb_count = atoll(argv[3]);
		if (tb_count <= 0)
			tb_die("bench: count must be positive");
	} else if (argc > 1) {
		tb_die("usage: prog [pinned | count NAME N]");
	}
}

/* Whether benchmark `name` runs in this mode; handoff is 1 for the
   benchmarks that are also measured pinned to one CPU. */
static inline int tb_want(const char *name, int handoff)
{
	if (tb_only) {
		if (strcmp(name, tb_only) != 0)
			return 0;
		tb_matched = 1;
		return 1;
	}
	return handoff || !tb_pinned;
}

/* Call at the end of main: a "count" run that matched nothing is an error
   (a typo in a bench-syscalls line must not read as "0 syscalls"). */
static inline int tb_finish(void)
{
	if (tb_only && !tb_matched)
		tb_die("bench: no such benchmark in this program");
	return 0;
}

static inline void tb_report(const char *name, long long ns, long long ops)
{
	char buf[96];
	size_t n = strlen(name);

	if (tb_count)
		return;
	if (n > 80)
		n = 80;
	memcpy(buf, name, n);
	if (tb_pinned) {
		memcpy(buf + n, "_pinned", 7);
		n += 7;
	}
	buf[n] = 0;
	b_report(buf, ns, ops);
}

/* Batch loop for the thread that drives a benchmark:
 *     struct tb_loop l; long k;
 *     tb_start(&l, TB_TARGET);
 *     while ((k = tb_next(&l, 256)))
 *             for (long i = 0; i < k; i++) body;
 *     tb_report(name, l.el, l.ops);
 * In count mode the loop stops after exactly tb_count operations. */
struct tb_loop {
	long long t0, target, ops, el;
};

static inline void tb_start(struct tb_loop *l, long long target)
{
	l->target = target;
	l->ops = 0;
	l->el = 0;
	l->t0 = b_now();
}

static inline long tb_next(struct tb_loop *l, long batch)
{
	l->el = b_now() - l->t0;
	if (tb_count) {
		long long left = tb_count - l->ops;
		if (left <= 0)
			return 0;
		if (batch > left)
			batch = left;
	} else if (l->ops && l->el >= l->target) {
		return 0;
	}
	l->ops += batch;
	return batch;
}

/* Single-threaded loop body measured with the batch loop.  Hand-off
   benchmarks (handoff 1) report the mean over the whole run.  The others,
   short uncontended operations, run in slices of TB_SLICE and report the
   fastest slice: on a small shared machine a preemption or a noisy
   neighbour inside one slice otherwise moves the result by tens of per
   cent, and the median over rounds in run.sh cannot undo a bias that hits
   every run. */
#define TB_SLICE (10LL * 1000 * 1000)
#define TBENCH(name, handoff, body) do { \
	if (tb_want(name, handoff)) { \
		struct tb_loop tb_l; long tb_k; \
		if ((handoff) || tb_count) { \
			tb_start(&tb_l, TB_TARGET); \
			while ((tb_k = tb_next(&tb_l, 256))) \
				for (long b_i = 0; b_i < tb_k; b_i++) { body; } \
			tb_report(name, tb_l.el, tb_l.ops); \
		} else { \
			long long tb_bns = 0, tb_bops = 0, tb_t0 = b_now(); \
			do { \
				tb_start(&tb_l, TB_SLICE); \
				while ((tb_k = tb_next(&tb_l, 256))) \
					for (long b_i = 0; b_i < tb_k; b_i++) { body; } \
				if (!tb_bops || tb_l.el * tb_bops < tb_bns * tb_l.ops) { \
					tb_bns = tb_l.el; \
					tb_bops = tb_l.ops; \
				} \
			} while (b_now() - tb_t0 < TB_TARGET); \
			tb_report(name, tb_bns, tb_bops); \
		} \
	} \
} while (0)

static inline void *tb_nothing(void *arg)
{
	return arg;
}

/* Makes the process multi-threaded (a libc may take shortcuts until the
   first pthread_create): create and join one thread. */
static inline void tb_threaded(void)
{
	pthread_t t;
	if (pthread_create(&t, 0, tb_nothing, 0) || pthread_join(t, 0))
		tb_die("bench: pthread_create failed");
}

/* Start-up handshake without the synchronisation objects being measured. */
static inline void tb_wait_flag(int *flag, int value)
{
	while (__atomic_load_n(flag, __ATOMIC_ACQUIRE) != value)
		sched_yield();
}

#endif
