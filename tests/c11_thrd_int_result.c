/* A C11 thread's int result reaches thrd_join intact, whether returned by
   the start function or passed to thrd_exit from a nested call: zero,
   positive, negative, INT_MIN and INT_MAX.  Both ways out widen the int
   identically, so pthread_join on the same thread (thrd_t is a pthread_t,
   on glibc too) sees (void *)(intptr_t)result for a return as for a
   thrd_exit; calling the int function through a void *(*)(void *) pointer
   left the upper half of the result to chance instead. */
// test: cflags -pthread
#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <threads.h>
#include "check.h"

static const int values[] = { 0, 1, -1, 42, -42, 255, 256, -256, INT_MAX, INT_MIN, 0x7fff0000, -0x10000 };

static int returns(void *arg)
{
	return *(const int *)arg;
}

/* Returns the low half of a 64-bit value whose upper half is not zero, so
   the register holding the result has bits above the int. */
static int returns_truncated(void *arg)
{
	return (int)(intptr_t)arg;
}

__attribute__((noinline)) static int exit_inner(int v)
{
	thrd_exit(v);
}

__attribute__((noinline)) static int exit_outer(int v)
{
	return exit_inner(v) + 1;
}

static int exits(void *arg)
{
	return exit_outer(*(const int *)arg) + 12345;   /* never returns */
}

static int arg_check(void *arg)
{
	return arg == (void *)&values ? 7 : -7;
}

int main(void)
{
	for (size_t i = 0; i < sizeof values / sizeof *values; i++) {
		thrd_t t;
		int r = 99;
		void *p;

		CHECK_EQ(thrd_create(&t, returns, (void *)&values[i]), thrd_success);
		CHECK_EQ(thrd_join(t, &r), thrd_success);
		CHECK_EQ(r, values[i]);

		r = 99;
		CHECK_EQ(thrd_create(&t, exits, (void *)&values[i]), thrd_success);
		CHECK_EQ(thrd_join(t, &r), thrd_success);
		CHECK_EQ(r, values[i]);

		/* a null result pointer is allowed */
		CHECK_EQ(thrd_create(&t, returns, (void *)&values[i]), thrd_success);
		CHECK_EQ(thrd_join(t, 0), thrd_success);

		/* returned and thrd_exit'ed ints look the same underneath */
		CHECK_EQ(thrd_create(&t, returns, (void *)&values[i]), thrd_success);
		CHECK_EQ(pthread_join((pthread_t)t, &p), 0);
		CHECK(p == (void *)(intptr_t)values[i]);
		CHECK_EQ(thrd_create(&t, exits, (void *)&values[i]), thrd_success);
		CHECK_EQ(pthread_join((pthread_t)t, &p), 0);
		CHECK(p == (void *)(intptr_t)values[i]);

		intptr_t wide = (intptr_t)(((uint64_t)0x5a5a5a5a << 32) | (uint32_t)values[i]);
		r = 99;
		CHECK_EQ(thrd_create(&t, returns_truncated, (void *)wide), thrd_success);
		CHECK_EQ(thrd_join(t, &r), thrd_success);
		CHECK_EQ(r, values[i]);
		CHECK_EQ(thrd_create(&t, returns_truncated, (void *)wide), thrd_success);
		CHECK_EQ(pthread_join((pthread_t)t, &p), 0);
		CHECK(p == (void *)(intptr_t)values[i]);
	}

	/* the argument arrives unchanged; many threads alive at once */
	thrd_t ts[16];
	for (int i = 0; i < 16; i++)
		CHECK_EQ(thrd_create(&ts[i], arg_check, (void *)&values), thrd_success);
	for (int i = 0; i < 16; i++) {
		int r = 0;
		CHECK_EQ(thrd_join(ts[i], &r), thrd_success);
		CHECK_EQ(r, 7);
	}
	return 0;
}
