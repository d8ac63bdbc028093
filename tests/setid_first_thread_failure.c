// A set*id call that fails in the calling thread returns its error and
// changes nothing in any thread: with every thread at uid 65534, setuid to
// another uid is EPERM and all threads keep 65534; setgroups with more
// than NGROUPS_MAX entries is EINVAL.
#define _GNU_SOURCE
#include <grp.h>
#include <limits.h>
#include <pthread.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#define NTHREADS 16

static int pipefd[2];
static volatile long uids[NTHREADS];

static void *worker(void *arg)
{
	char c;
	long i = (long)arg;
	/* Wait for the main thread's try, then report our own real uid. */
	while (read(pipefd[0], &c, 1) < 0)
		;
	uids[i] = syscall(SYS_getuid) + 1;
	return 0;
}

static void child(void)
{
	pthread_t t[NTHREADS];
	gid_t g = 0;

	CHECK_EQ(pipe(pipefd), 0);
	for (long i = 0; i < NTHREADS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, worker, (void *)i), 0);
	CHECK_ERR(setgroups((size_t)NGROUPS_MAX + 1, &g), EINVAL);
	CHECK_EQ(setresuid(65534, 65534, 65534), 0);
	CHECK_ERR(setuid(1234), EPERM);
	CHECK_ERR(setresuid(-1, 0, -1), EPERM);
	CHECK_ERR(setgroups(1, &g), EPERM);
	CHECK_EQ(syscall(SYS_getuid), 65534);
	CHECK_EQ(syscall(SYS_geteuid), 65534);
	close(pipefd[1]);
	for (int i = 0; i < NTHREADS; i++) {
		CHECK_EQ(pthread_join(t[i], 0), 0);
		CHECK_EQ(uids[i], 65534 + 1);
	}
	_exit(0);
}

int main(void)
{
	return t_as_root_in_child(child, "needs root: drops to uid 65534 first\n");
}
