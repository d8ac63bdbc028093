/* A thread forks from inside an init routine.  In the child that thread
   goes on running init, so a second thread of the child that calls
   pthread_once on the same control waits for that run instead of
   starting another; the child sees exactly one run.
   weft-only: glibc (2.36) starts init a second time in that case (here,
   init is a null pointer in the second call, so that shows as SIGSEGV). */
// test: cflags -pthread
// test: timeout 30
// test: weft-only
#include <pthread.h>
#include <sched.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static pthread_once_t ctl = PTHREAD_ONCE_INIT;
static int runs, completed, asked;
static pid_t pid;

static void *second(void *arg)
{
	(void)arg;
	__atomic_store_n(&asked, 1, __ATOMIC_RELEASE);
	CHECK_EQ(pthread_once(&ctl, 0), 0);     /* never called: init is busy */
	CHECK(__atomic_load_n(&completed, __ATOMIC_ACQUIRE));
	return 0;
}

static void init(void)
{
	pthread_t t;

	runs++;
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		alarm(10);
		CHECK_EQ(pthread_create(&t, 0, second, 0), 0);
		while (!__atomic_load_n(&asked, __ATOMIC_ACQUIRE))
			sched_yield();
		for (int i = 0; i < 50; i++)
			sched_yield();
		__atomic_store_n(&completed, 1, __ATOMIC_RELEASE);
		/* The thread must still be waiting; it finishes after init. */
		CHECK_EQ(runs, 1);
		return;
	}
	completed = 1;
}

int main(void)
{
	int status;

	CHECK_EQ(pthread_once(&ctl, init), 0);
	if (pid == 0) {
		/* child: init has returned here; the second thread follows */
		CHECK_EQ(runs, 1);
		pthread_exit(0);    /* the last thread to end exits with 0 */
	}
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	if (!WIFEXITED(status))
		t_fail_eq(__FILE__, __LINE__, "child killed by signal", WTERMSIG(status), 0);
	CHECK_EQ(WEXITSTATUS(status), 0);
	CHECK_EQ(runs, 1);
	return 0;
}
