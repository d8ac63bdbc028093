/* pthread_join is a required cancellation point: a request pending when
   it is called is acted on even if the target has already exited and the
   join would not block (POSIX XSH 2.9.5.2).  The cancelled joiner joined
   nothing: the target stays joinable and its result is still there.
   weft-only: glibc 2.36 acts in pthread_join only when it blocks. */
// test: cflags -pthread
// test: weft-only
#include "cancel_test.h"

static pid_t target_tid;
static int returned;

static void *target(void *arg)
{
	__atomic_store_n(&target_tid, t_tid(), __ATOMIC_RELEASE);
	return arg;
}

static void *joiner(void *arg)
{
	pthread_t t = *(pthread_t *)arg;

	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, 0), 0);
	CHECK_EQ(pthread_cancel(pthread_self()), 0);
	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, 0), 0);
	pthread_join(t, 0);
	returned = 1;
	return 0;
}

int main(void)
{
	static int token;
	pthread_t t, j;
	void *res = 0;
	pid_t tid;

	CHECK_EQ(pthread_create(&t, 0, target, &token), 0);
	while (!(tid = __atomic_load_n(&target_tid, __ATOMIC_ACQUIRE)))
		sched_yield();
	t_wait_task_gone(tid);

	CHECK_EQ(pthread_create(&j, 0, joiner, &t), 0);
	CHECK_EQ(pthread_join(j, &res), 0);
	CHECK(res == PTHREAD_CANCELED);
	CHECK_EQ(returned, 0);

	res = 0;
	CHECK_EQ(pthread_join(t, &res), 0);
	CHECK(res == &token);
	return 0;
}
