/*
 * Benchmark helpers shared by the programs in bench/.  Each prints lines
 * "name nanoseconds-per-operation"; bench/run.sh runs the same sources
 * built against weft, glibc and musl, interleaved, and reports medians and
 * ratios.  Output uses write(2) only, so a benchmark does not depend on the
 * stdio it may be measuring.
 */
#ifndef WEFT_BENCH_H
#define WEFT_BENCH_H

#include <string.h>
#include <time.h>
#include <unistd.h>

static inline long long b_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000000LL + t.tv_nsec;
}

/* Keeps the compiler from deleting work whose result is unused. */
#define b_keep(x) __asm__ __volatile__ ("" : : "r"(x) : "memory")
#define b_clobber() __asm__ __volatile__ ("" : : : "memory")

static void b_report(const char *name, long long total_ns, long long ops)
{
	char buf[128], num[32];
	size_t n = 0, k = 0;
	/* ns per op with three decimals */
	long long milli = total_ns * 1000 / (ops ? ops : 1);
	long long ip = milli / 1000, fp = milli % 1000;

	while (*name && n < 80)
		buf[n++] = *name++;
	buf[n++] = ' ';
	do
		num[k++] = '0' + ip % 10;
	while (ip /= 10);
	while (k)
		buf[n++] = num[--k];
	buf[n++] = '.';
	buf[n++] = '0' + fp / 100;
	buf[n++] = '0' + fp / 10 % 10;
	buf[n++] = '0' + fp % 10;
	buf[n++] = '\n';
	write(1, buf, n);
}

/* Runs body (one operation per iteration) for about target_ns, in
   batches, and reports the time per operation. */
#define BENCH(name, target_ns, body) do { \
	long long b_ops = 0, b_t0 = b_now(), b_t; \
	do { \
		for (int b_i = 0; b_i < 256; b_i++) { body; } \
		b_ops += 256; \
		b_t = b_now() - b_t0; \
	} while (b_t < (target_ns)); \
	b_report(name, b_t, b_ops); \
} while (0)

#endif
