/* pthread_sigqueue (GNU) queues a signal with a value to one thread:
   the thread that waits for it with sigwaitinfo gets si_value, si_code
   SI_QUEUE and our pid; several queued real-time signals arrive in
   order.  EINVAL for the internal signals. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <unistd.h>
#include "check.h"

static pthread_barrier_t bar;

static void *waiter(void *p)
{
	sigset_t s;
	siginfo_t si;
	(void)p;
	sigemptyset(&s);
	sigaddset(&s, SIGRTMIN);
	pthread_barrier_wait(&bar);
	for (int i = 0; i < 3; i++) {
		CHECK_EQ(sigwaitinfo(&s, &si), SIGRTMIN);
		CHECK_EQ(si.si_signo, SIGRTMIN);
		CHECK_EQ(si.si_code, SI_QUEUE);
		CHECK_EQ(si.si_pid, getpid());
		CHECK_EQ(si.si_uid, getuid());
		CHECK_EQ(si.si_value.sival_int, 100 + i);
	}
	return 0;
}

int main(void)
{
	sigset_t s;
	pthread_t t;

	/* Blocked everywhere (the new thread inherits it), so that only a
	   waiting thread takes it. */
	sigemptyset(&s);
	sigaddset(&s, SIGRTMIN);
	CHECK_EQ(pthread_sigmask(SIG_BLOCK, &s, 0), 0);
	CHECK_EQ(pthread_barrier_init(&bar, 0, 2), 0);
	CHECK_EQ(pthread_create(&t, 0, waiter, 0), 0);
	CHECK_EQ(pthread_sigqueue(t, 32, (union sigval){ .sival_int = 0 }), EINVAL);
	CHECK_EQ(pthread_sigqueue(t, 33, (union sigval){ .sival_int = 0 }), EINVAL);
	for (int i = 0; i < 3; i++)
		CHECK_EQ(pthread_sigqueue(t, SIGRTMIN, (union sigval){ .sival_int = 100 + i }), 0);
	pthread_barrier_wait(&bar);
	CHECK_EQ(pthread_join(t, 0), 0);

	/* To oneself: pending on this thread only, then taken. */
	siginfo_t si;
	CHECK_EQ(pthread_sigqueue(pthread_self(), SIGRTMIN, (union sigval){ .sival_int = 9 }), 0);
	CHECK_EQ(sigwaitinfo(&s, &si), SIGRTMIN);
	CHECK_EQ(si.si_value.sival_int, 9);
	CHECK_EQ(si.si_code, SI_QUEUE);
	return 0;
}
