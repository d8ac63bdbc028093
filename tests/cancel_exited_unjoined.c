/* pthread_cancel of a thread that has exited but not been joined returns
   0 (POSIX 2024: the thread ID is still valid until joined), and does
   not change what join reports: the value returned, or given to
   pthread_exit, not PTHREAD_CANCELED. */
// test: cflags -pthread
#define _GNU_SOURCE
#include "cancel_test.h"

static pid_t tid;

static void *returns(void *arg)
{
	__atomic_store_n(&tid, t_tid(), __ATOMIC_RELEASE);
	return arg;
}

static void *exits(void *arg)
{
	__atomic_store_n(&tid, t_tid(), __ATOMIC_RELEASE);
	pthread_exit(arg);
}

int main(void)
{
	void *(*fns[2])(void *) = { returns, exits };

	for (int i = 0; i < 2; i++) {
		pthread_t t;
		void *res = NULL;

		tid = 0;
		CHECK_EQ(pthread_create(&t, NULL, fns[i], (void *)(long)(i + 5)), 0);
		while (!__atomic_load_n(&tid, __ATOMIC_ACQUIRE))
			sched_yield();
		/* Gone from the kernel: exited entirely, only the join left. */
		t_wait_task_gone(tid);
		CHECK_EQ(pthread_cancel(t), 0);
		CHECK_EQ(pthread_cancel(t), 0);
		CHECK_EQ(pthread_join(t, &res), 0);
		CHECK(res == (void *)(long)(i + 5));
	}
	return 0;
}
