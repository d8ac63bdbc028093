/* sem_wait interrupted by a handler installed with SA_RESTART goes on
   waiting (Linux's rule, as glibc): the handler runs once, the thread
   sleeps again, and a later post ends the wait with 0.  The timed waits
   fail with EINTR even then (sem_wait_eintr). */
// test: cflags -pthread
#include "sem_wait_eintr.h"

int main(void)
{
	struct sigaction sa;
	pthread_t t;
	int v = -1;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = t_on_signal;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	CHECK_EQ(sigaction(SIGUSR1, &sa, 0), 0);
	CHECK_EQ(sem_init(&t_sem, 0, 0), 0);
	CHECK_EQ(pthread_create(&t, 0, t_waiter_main, (void *)(long)W_WAIT), 0);
	while (!__atomic_load_n(&t_armed, __ATOMIC_ACQUIRE))
		sched_yield();
	t_wait_blocked(t_waiter, &t_done, "sem_wait");
	for (int round = 0; round < 3; round++) {
		CHECK_EQ(syscall(SYS_tgkill, getpid(), t_waiter, SIGUSR1), 0);
		while (__atomic_load_n(&t_handled, __ATOMIC_SEQ_CST) != round + 1)
			sched_yield();
		/* Back asleep in the wait, not returned. */
		t_wait_blocked(t_waiter, &t_done, "sem_wait after the handler");
	}
	CHECK_EQ(t_done, 0);
	CHECK_EQ(sem_post(&t_sem), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_EQ(t_result, 0);
	CHECK_EQ(t_handled, 3);
	CHECK_EQ(sem_getvalue(&t_sem, &v), 0);
	CHECK_EQ(v, 0);
	CHECK_EQ(sem_destroy(&t_sem), 0);
	return 0;
}
