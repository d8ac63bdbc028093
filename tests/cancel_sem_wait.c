/* Cancelling a thread blocked in sem_wait, sem_timedwait and
   sem_clockwait on a semaphore at zero: the call is left, the cleanup
   handler runs exactly once, join says PTHREAD_CANCELED, and the
   cancelled waiter took nothing: a later post is there for sem_trywait. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <semaphore.h>
#include "cancel_test.h"

static sem_t s;

static void call_sem_wait(void) { sem_wait(&s); }
static void call_sem_timedwait(void)
{
	struct timespec ts = t_deadline_ms(CLOCK_REALTIME, 3600 * 1000L);
	sem_timedwait(&s, &ts);
}
static void call_sem_clockwait(void)
{
	struct timespec ts = t_deadline_ms(CLOCK_MONOTONIC, 3600 * 1000L);
	sem_clockwait(&s, CLOCK_MONOTONIC, &ts);
}
static void still_zero(void)
{
	int v = -1;
	CHECK_EQ(sem_getvalue(&s, &v), 0);
	CHECK_EQ(v, 0);
	CHECK_EQ(sem_post(&s), 0);
	CHECK_EQ(sem_trywait(&s), 0);
	CHECK_ERR(sem_trywait(&s), EAGAIN);
}

int main(void)
{
	static const struct t_block_case cases[] = {
		{ "sem_wait", 0, call_sem_wait, still_zero },
		{ "sem_timedwait", 0, call_sem_timedwait, still_zero },
		{ "sem_clockwait", 0, call_sem_clockwait, still_zero },
	};

	CHECK_EQ(sem_init(&s, 0, 0), 0);
	t_run_block_cases(cases, sizeof cases / sizeof cases[0]);
	CHECK_EQ(sem_destroy(&s), 0);
	return 0;
}
