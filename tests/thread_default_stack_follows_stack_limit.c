/* A thread created without attributes gets a stack as large as the
   soft RLIMIT_STACK the program started with, as with glibc: code that
   keeps a few MiB of locals in a thread runs unchanged.  The test
   re-executes itself under a 6 MiB limit (glibc reads the limit at
   start-up), checks the default attribute and pthread_getattr_np, and
   uses 5 MiB of a new thread's stack. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <sys/resource.h>
#include "check.h"

#define MiB (1024 * 1024)

static void *deep(void *arg)
{
	volatile char big[5 * MiB];
	pthread_attr_t a;
	size_t sz = 0, bad = 0;

	(void)arg;
	for (size_t i = 0; i < sizeof big; i += 4096)
		big[i] = (char)(i >> 12 & 0x7f);
	for (size_t i = 0; i < sizeof big; i += 4096)
		bad += big[i] != (char)(i >> 12 & 0x7f);
	CHECK_EQ(pthread_getattr_np(pthread_self(), &a), 0);
	CHECK_EQ(pthread_attr_getstacksize(&a, &sz), 0);
	CHECK(sz >= 6 * MiB - 64 * 1024);
	pthread_attr_destroy(&a);
	return (void *)bad;
}

int main(int argc, char **argv)
{
	struct rlimit rl;
	pthread_attr_t a;
	pthread_t t;
	size_t sz = 0;
	void *r;

	CHECK_EQ(getrlimit(RLIMIT_STACK, &rl), 0);
	if (argc == 1) {
		if (rl.rlim_max != RLIM_INFINITY && rl.rlim_max < 6 * MiB) {
			t_puts(2, "SKIP: hard stack limit below 6 MiB\n");
			return 77;
		}
		rl.rlim_cur = 6 * MiB;
		CHECK_EQ(setrlimit(RLIMIT_STACK, &rl), 0);
		char *args[] = { argv[0], "child", 0 };
		execv("/proc/self/exe", args);
		CHECK(!"execv");
	}
	if (rl.rlim_cur != 6 * MiB) {
		/* qemu-user reports its own guest stack limit after an exec */
		t_puts(2, "SKIP: the stack limit set before exec did not reach the new image\n");
		return 77;
	}
	CHECK_EQ(pthread_getattr_default_np(&a), 0);
	CHECK_EQ(pthread_attr_getstacksize(&a, &sz), 0);
	CHECK_EQ(sz, 6 * MiB);
	pthread_attr_destroy(&a);
	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_getstacksize(&a, &sz), 0);
	CHECK_EQ(sz, 6 * MiB);
	pthread_attr_destroy(&a);
	CHECK_EQ(pthread_create(&t, 0, deep, 0), 0);
	CHECK_EQ(pthread_join(t, &r), 0);
	CHECK_EQ((uintptr_t)r, 0);
	return 0;
}
