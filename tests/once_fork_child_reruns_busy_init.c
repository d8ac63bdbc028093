/* fork while another thread is inside an init routine: in the child that
   thread does not exist, so a pthread_once on the same control must run
   init there (once, however many of the child's threads ask) instead of
   waiting forever.  In the parent, the first thread finishes its run
   normally and init is not run again. */
// test: cflags -pthread
// test: timeout 30
#include <pthread.h>
#include <sched.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static pthread_once_t ctl = PTHREAD_ONCE_INIT;
static pid_t parent;
static int entered, release_fd[2];
static int runs;            /* in each process: runs of init there */
static int completed;

static void init(void)
{
	char c;

	__atomic_fetch_add(&runs, 1, __ATOMIC_ACQ_REL);
	if (getpid() == parent) {
		/* Hold the control busy until main has forked. */
		__atomic_store_n(&entered, 1, __ATOMIC_RELEASE);
		CHECK_EQ(read(release_fd[0], &c, 1), 1);
	} else {
		for (int i = 0; i < 20; i++)
			sched_yield();
	}
	completed = 1;
}

static void *call_once(void *arg)
{
	(void)arg;
	CHECK_EQ(pthread_once(&ctl, init), 0);
	CHECK(completed);
	return 0;
}

static void child(void)
{
	pthread_t t[3];

	alarm(10);
	/* The child's own threads race for the control too (not under
	   qemu-user, which asserts when the fork child of a threaded
	   program creates a thread). */
	int n = t_under_qemu() ? 0 : 3;
	for (int i = 0; i < n; i++)
		CHECK_EQ(pthread_create(&t[i], 0, call_once, 0), 0);
	call_once(0);
	for (int i = 0; i < n; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	/* 1 inherited from the parent's unfinished run, 1 here. */
	CHECK_EQ(runs, 2);
	CHECK_EQ(pthread_once(&ctl, init), 0);
	CHECK_EQ(runs, 2);
	_exit(0);
}

int main(void)
{
	pthread_t a;
	pid_t pid;

	parent = getpid();
	CHECK_EQ(pipe(release_fd), 0);
	CHECK_EQ(pthread_create(&a, 0, call_once, 0), 0);
	while (!__atomic_load_n(&entered, __ATOMIC_ACQUIRE))
		sched_yield();
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0)
		child();
	CHECK_CHILD_OK(pid);
	CHECK_EQ(completed, 0);
	CHECK_EQ(write(release_fd[1], "x", 1), 1);
	CHECK_EQ(pthread_join(a, 0), 0);
	CHECK_EQ(runs, 1);
	CHECK(completed);
	CHECK_EQ(pthread_once(&ctl, init), 0);
	CHECK_EQ(runs, 1);
	return 0;
}
