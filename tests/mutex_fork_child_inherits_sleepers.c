/* The atfork pattern: the parent holds a mutex while other threads sleep
   on it and forks; the child, which has none of those threads, unlocks
   it and goes on using it.  Neither the unlock nor later lock/unlock
   pairs may hang or spin on the sleepers the child inherited in the
   mutex's word (weft counts sleepers in the word), and new threads of
   the child that sleep on the mutex must still be woken: the unlock's
   wake-up found none of the inherited sleepers, and nobody is left to
   answer it (weft's sleepers look again after a while then). */
// test: timeout 60
#include <pthread.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include "check.h"

enum { SLEEPERS = 3 };

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int entered;

/* In the child: holds the mutex long enough that the other thread
   spins out and sleeps on it. */
static void *child_worker(void *arg)
{
	struct timespec hold = { 0, 1000000 };

	(void)arg;
	for (int i = 0; i < 20; i++) {
		if (pthread_mutex_lock(&m))
			_exit(5);
		nanosleep(&hold, 0);
		if (pthread_mutex_unlock(&m))
			_exit(6);
	}
	return 0;
}

static void *sleeper(void *arg)
{
	(void)arg;
	__atomic_fetch_add(&entered, 1, __ATOMIC_SEQ_CST);
	CHECK_EQ(pthread_mutex_lock(&m), 0);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	return 0;
}

int main(void)
{
	pthread_t t[SLEEPERS];
	struct timespec ms = { 0, 1000000 };
	int status;
	pid_t pid;

	CHECK_EQ(pthread_mutex_lock(&m), 0);
	for (int i = 0; i < SLEEPERS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, sleeper, 0), 0);
	while (__atomic_load_n(&entered, __ATOMIC_SEQ_CST) < SLEEPERS)
		nanosleep(&ms, 0);
	/* Give them time to go to sleep in the kernel (the test is valid,
	   only weaker, if one has not yet). */
	for (int i = 0; i < 50; i++)
		nanosleep(&ms, 0);

	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		alarm(20);
		if (pthread_mutex_unlock(&m))
			_exit(2);
		for (int i = 0; i < 1000; i++) {
			if (pthread_mutex_lock(&m) || pthread_mutex_unlock(&m))
				_exit(3);
		}
		if (pthread_mutex_trylock(&m) || pthread_mutex_unlock(&m))
			_exit(4);
		/* (qemu-user asserts when the fork child of a threaded
		   program creates a thread: README, "Other archs") */
		if (t_under_qemu())
			_exit(0);
		for (int i = 0; i < 2; i++)
			if (pthread_create(&t[i], 0, child_worker, 0))
				_exit(7);
		for (int i = 0; i < 2; i++)
			if (pthread_join(t[i], 0))
				_exit(8);
		_exit(0);
	}
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	CHECK(WIFEXITED(status));
	CHECK_EQ(WEXITSTATUS(status), 0);

	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	for (int i = 0; i < SLEEPERS; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	return 0;
}
