/* Unnamed semaphores, one thread: sem_t's size and alignment (glibc's),
   initial values, trywait/getvalue, SEM_VALUE_MAX with EOVERFLOW on a
   post at the maximum (the value unchanged), EINVAL for a value above it,
   for a bad clock and for tv_nsec out of range; timed waits that find no
   unit time out, never before their deadline, on both clocks, and one
   whose deadline has passed (even before 1970) fails at once. */
#define _GNU_SOURCE
#include <limits.h>
#include <semaphore.h>
#include <stdalign.h>
#include <unistd.h>
#include "check.h"

static void timeout_on(clockid_t clk, sem_t *s)
{
	struct timespec at = t_deadline_ms(clk, 30);
	if (clk == CLOCK_REALTIME)
		CHECK_ERR(sem_timedwait(s, &at), ETIMEDOUT);
	else
		CHECK_ERR(sem_clockwait(s, clk, &at), ETIMEDOUT);
	CHECK(t_reached(clk, &at));
}

int main(void)
{
	sem_t s;
	int v = -1;

	CHECK_EQ(sizeof(sem_t), 32);
	CHECK_EQ(alignof(sem_t), 8);
	CHECK(SEM_FAILED == (sem_t *)0);
	CHECK_EQ(SEM_VALUE_MAX, 0x7fffffff);
	CHECK_EQ(sysconf(_SC_SEM_VALUE_MAX), SEM_VALUE_MAX);
	CHECK(sysconf(_SC_SEMAPHORES) > 0);

	/* values */
	CHECK_EQ(sem_init(&s, 0, 3), 0);
	CHECK_EQ(sem_getvalue(&s, &v), 0);
	CHECK_EQ(v, 3);
	CHECK_EQ(sem_wait(&s), 0);
	CHECK_EQ(sem_trywait(&s), 0);
	CHECK_EQ(sem_trywait(&s), 0);
	CHECK_ERR(sem_trywait(&s), EAGAIN);
	CHECK_EQ(sem_getvalue(&s, &v), 0);
	CHECK_EQ(v, 0);
	CHECK_EQ(sem_post(&s), 0);
	CHECK_EQ(sem_post(&s), 0);
	CHECK_EQ(sem_getvalue(&s, &v), 0);
	CHECK_EQ(v, 2);
	struct timespec later = t_deadline_ms(CLOCK_REALTIME, 1000);
	CHECK_EQ(sem_timedwait(&s, &later), 0);
	later = t_deadline_ms(CLOCK_MONOTONIC, 1000);
	CHECK_EQ(sem_clockwait(&s, CLOCK_MONOTONIC, &later), 0);
	CHECK_ERR(sem_trywait(&s), EAGAIN);
	CHECK_EQ(sem_destroy(&s), 0);

	/* the maximum, in both kinds */
	for (int pshared = 0; pshared < 2; pshared++) {
		CHECK_ERR(sem_init(&s, pshared, (unsigned)SEM_VALUE_MAX + 1), EINVAL);
		CHECK_ERR(sem_init(&s, pshared, 0xffffffffu), EINVAL);
		CHECK_EQ(sem_init(&s, pshared, SEM_VALUE_MAX - 1), 0);
		CHECK_EQ(sem_post(&s), 0);
		CHECK_ERR(sem_post(&s), EOVERFLOW);
		CHECK_ERR(sem_post(&s), EOVERFLOW);
		CHECK_EQ(sem_getvalue(&s, &v), 0);
		CHECK_EQ(v, SEM_VALUE_MAX);
		CHECK_EQ(sem_trywait(&s), 0);
		CHECK_EQ(sem_getvalue(&s, &v), 0);
		CHECK_EQ(v, SEM_VALUE_MAX - 1);
		CHECK_EQ(sem_post(&s), 0);
		CHECK_EQ(sem_destroy(&s), 0);
	}

	/* bad timeouts and clocks, with nothing to take */
	CHECK_EQ(sem_init(&s, 0, 0), 0);
	struct timespec bad[] = { { 0, -1 }, { 0, 1000000000L }, { 1, -5 }, { 0, 2000000000L } };
	for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		bad[i].tv_sec += t_deadline_ms(CLOCK_REALTIME, 0).tv_sec + 10;
		CHECK_ERR(sem_timedwait(&s, &bad[i]), EINVAL);
		CHECK_ERR(sem_clockwait(&s, CLOCK_REALTIME, &bad[i]), EINVAL);
		CHECK_ERR(sem_clockwait(&s, CLOCK_MONOTONIC, &bad[i]), EINVAL);
	}
	struct timespec ok = t_deadline_ms(CLOCK_MONOTONIC, 1000);
	CHECK_ERR(sem_clockwait(&s, CLOCK_PROCESS_CPUTIME_ID, &ok), EINVAL);
	CHECK_ERR(sem_clockwait(&s, CLOCK_THREAD_CPUTIME_ID, &ok), EINVAL);
	CHECK_ERR(sem_clockwait(&s, 12345, &ok), EINVAL);
	CHECK_ERR(sem_clockwait(&s, -1, &ok), EINVAL);

	/* deadlines already past, including one before the epoch */
	struct timespec past[] = { { 0, 0 }, { 1, 500 }, { -1, 0 }, { -100000, 999999999 } };
	for (unsigned i = 0; i < sizeof past / sizeof past[0]; i++) {
		CHECK_ERR(sem_timedwait(&s, &past[i]), ETIMEDOUT);
		CHECK_ERR(sem_clockwait(&s, CLOCK_MONOTONIC, &past[i]), ETIMEDOUT);
		CHECK_ERR(sem_clockwait(&s, CLOCK_REALTIME, &past[i]), ETIMEDOUT);
	}
	/* a unit posted is taken even with a past deadline */
	CHECK_EQ(sem_post(&s), 0);
	CHECK_EQ(sem_timedwait(&s, &past[0]), 0);

	/* real timeouts: not before the deadline, and nothing changed */
	timeout_on(CLOCK_REALTIME, &s);
	timeout_on(CLOCK_MONOTONIC, &s);
	CHECK_EQ(sem_getvalue(&s, &v), 0);
	CHECK_EQ(v, 0);
	CHECK_EQ(sem_post(&s), 0);
	CHECK_EQ(sem_trywait(&s), 0);
	CHECK_EQ(sem_destroy(&s), 0);
	return 0;
}
