/* pthread_sigmask changes the calling thread's mask only, reports errors
   as its return value (EINVAL for a bad how, errno untouched), and a new
   thread starts with its creator's mask.  The implementation's internal
   signals (32 and 33 on both weft and glibc) can neither be blocked nor
   seen: after blocking a full set, the mask read back lacks them, and a
   thread with every signal blocked can still be cancelled. */
// test: cflags -pthread
#include <pthread.h>
#include <signal.h>
#include <unistd.h>
#include "check.h"

static sigset_t seen;

static void *report_mask(void *arg)
{
	(void)arg;
	CHECK_EQ(pthread_sigmask(SIG_BLOCK, 0, &seen), 0);
	return 0;
}

static pthread_barrier_t bar;

static void *block_then_check(void *arg)
{
	sigset_t s, cur;
	(void)arg;
	sigemptyset(&s);
	sigaddset(&s, SIGUSR2);
	CHECK_EQ(pthread_sigmask(SIG_BLOCK, &s, 0), 0);
	pthread_barrier_wait(&bar);   /* main checks its own mask */
	pthread_barrier_wait(&bar);
	CHECK_EQ(pthread_sigmask(SIG_SETMASK, 0, &cur), 0);
	CHECK_EQ(sigismember(&cur, SIGUSR2), 1);
	return 0;
}

static void *sleep_all_blocked(void *arg)
{
	sigset_t all;
	(void)arg;
	sigfillset(&all);
	CHECK_EQ(pthread_sigmask(SIG_SETMASK, &all, 0), 0);
	pthread_barrier_wait(&bar);
	for (;;)
		pause();
	return 0;
}

int main(void)
{
	sigset_t s, old, cur;
	pthread_t t;
	void *res;

	/* Return values: the error number, errno unchanged. */
	sigemptyset(&s);
	sigaddset(&s, SIGUSR1);
	errno = 1234;
	CHECK_EQ(pthread_sigmask(SIG_BLOCK + SIG_UNBLOCK + SIG_SETMASK + 7, &s, 0), EINVAL);
	CHECK_EQ(errno, 1234);
	CHECK_EQ(pthread_sigmask(SIG_SETMASK, 0, &cur), 0);
	CHECK_EQ(sigismember(&cur, SIGUSR1), 0);

	CHECK_EQ(pthread_sigmask(SIG_BLOCK, &s, &old), 0);
	CHECK_EQ(sigismember(&old, SIGUSR1), 0);
	CHECK_EQ(pthread_sigmask(SIG_BLOCK, 0, &cur), 0);
	CHECK_EQ(sigismember(&cur, SIGUSR1), 1);

	/* A new thread starts with its creator's mask. */
	CHECK_EQ(pthread_create(&t, 0, report_mask, 0), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_EQ(sigismember(&seen, SIGUSR1), 1);
	CHECK_EQ(sigismember(&seen, SIGUSR2), 0);

	/* Per thread: another thread's SIG_BLOCK does not reach us. */
	CHECK_EQ(pthread_barrier_init(&bar, 0, 2), 0);
	CHECK_EQ(pthread_create(&t, 0, block_then_check, 0), 0);
	pthread_barrier_wait(&bar);
	CHECK_EQ(pthread_sigmask(SIG_SETMASK, 0, &cur), 0);
	CHECK_EQ(sigismember(&cur, SIGUSR2), 0);
	pthread_barrier_wait(&bar);
	CHECK_EQ(pthread_join(t, 0), 0);

	CHECK_EQ(pthread_sigmask(SIG_UNBLOCK, &s, &old), 0);
	CHECK_EQ(sigismember(&old, SIGUSR1), 1);
	CHECK_EQ(pthread_sigmask(SIG_SETMASK, 0, &cur), 0);
	CHECK_EQ(sigismember(&cur, SIGUSR1), 0);

	/* Internal signals: never blocked, never reported. */
	sigfillset(&s);
	CHECK_EQ(pthread_sigmask(SIG_SETMASK, &s, &old), 0);
	CHECK_EQ(pthread_sigmask(SIG_SETMASK, 0, &cur), 0);
	CHECK_EQ(sigismember(&cur, 32), 0);
	CHECK_EQ(sigismember(&cur, 33), 0);
	CHECK_EQ(sigismember(&cur, SIGUSR1), 1);
	CHECK_EQ(sigismember(&cur, SIGRTMIN), 1);
	/* qemu-user (7.2) has no host signals left to map the guest's last
	   two onto, so a mask never holds those there. */
	CHECK_EQ(sigismember(&cur, t_under_qemu() ? SIGRTMAX - 2 : SIGRTMAX), 1);
	CHECK_EQ(pthread_sigmask(SIG_SETMASK, &old, 0), 0);

	/* ... so a thread that blocks everything can still be cancelled. */
	CHECK_EQ(pthread_create(&t, 0, sleep_all_blocked, 0), 0);
	pthread_barrier_wait(&bar);
	CHECK_EQ(pthread_cancel(t), 0);
	CHECK_EQ(pthread_join(t, &res), 0);
	CHECK(res == PTHREAD_CANCELED);
	return 0;
}
