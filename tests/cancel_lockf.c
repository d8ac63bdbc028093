/* Cancelling a thread blocked in lockf(F_LOCK) on a file another process
   holds a lock on: the call is left, the cleanup handler runs exactly
   once and join says PTHREAD_CANCELED; the thread got no lock (the
   holder's is still in force, and once it lets go ours is free).  Apart
   from cancel_blocking_wait_sync because weft has no lockf yet. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <sys/wait.h>
#include "cancel_test.h"

static int fd = -1, release[2];
static pid_t holder;

static void setup(void)
{
	int ready[2];
	char c;

	CHECK_EQ(pipe(release), 0);
	CHECK_EQ(pipe(ready), 0);
	holder = fork();
	CHECK(holder >= 0);
	if (holder == 0) {
		close(release[1]);
		if (lockf(fd, F_TLOCK, 0) != 0)
			_exit(2);
		write(ready[1], "r", 1);
		read(release[0], &c, 1);
		_exit(0);
	}
	close(release[0]);
	close(ready[1]);
	CHECK_EQ(read(ready[0], &c, 1), 1);
	close(ready[0]);
}

static void call_lockf(void) { lockf(fd, F_LOCK, 0); }

static void teardown(void)
{
	/* Still held by the child: the cancelled call took nothing. */
	errno = 0;
	CHECK_EQ(lockf(fd, F_TEST, 0), -1);
	CHECK(errno == EACCES || errno == EAGAIN);
	close(release[1]);
	CHECK_CHILD_OK(holder);
	CHECK_EQ(lockf(fd, F_TLOCK, 0), 0);
	CHECK_EQ(lockf(fd, F_ULOCK, 0), 0);
}

int main(void)
{
	static const struct t_block_case cases[] = {
		{ "lockf F_LOCK", setup, call_lockf, teardown },
	};

	fd = open("lockfile", O_RDWR | O_CREAT | O_TRUNC, 0600);
	CHECK(fd >= 0);
	t_run_block_cases(cases, 1);
	return 0;
}
