/* Record locks: a child sees the parent's F_SETLK lock with F_GETLK (type,
   range and the parent's pid), cannot take a conflicting one, and its
   F_SETLKW blocks until the parent releases.  flock and OFD locks too. */
// test: timeout 30
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static void lock(struct flock *fl, short type, off_t start, off_t len)
{
	fl->l_type = type;
	fl->l_whence = SEEK_SET;
	fl->l_start = start;
	fl->l_len = len;
	fl->l_pid = 0;
}

int main(void)
{
	int fd = open("f", O_RDWR | O_CREAT | O_TRUNC, 0600), st, p[2];
	struct flock fl;
	pid_t parent = getpid(), child;
	char c;

	CHECK(fd >= 0);
	CHECK_EQ(ftruncate(fd, 100), 0);
	lock(&fl, F_WRLCK, 10, 20);
	CHECK_EQ(fcntl(fd, F_SETLK, &fl), 0);
	/* Our own lock never conflicts with us. */
	lock(&fl, F_WRLCK, 0, 0);
	CHECK_EQ(fcntl(fd, F_GETLK, &fl), 0);
	CHECK_EQ(fl.l_type, F_UNLCK);

	CHECK_EQ(pipe(p), 0);
	child = fork();
	CHECK(child >= 0);
	if (child == 0) {
		int cfd = open("f", O_RDWR);
		long t0;
		CHECK(cfd >= 0);
		lock(&fl, F_RDLCK, 0, 0);
		CHECK_EQ(fcntl(cfd, F_GETLK, &fl), 0);
		CHECK_EQ(fl.l_type, F_WRLCK);
		CHECK_EQ(fl.l_start, 10);
		CHECK_EQ(fl.l_len, 20);
		CHECK_EQ(fl.l_pid, parent);
		/* Outside the locked range is free. */
		lock(&fl, F_WRLCK, 30, 10);
		CHECK_EQ(fcntl(cfd, F_GETLK, &fl), 0);
		CHECK_EQ(fl.l_type, F_UNLCK);
		lock(&fl, F_WRLCK, 29, 1);
		CHECK_ERR(fcntl(cfd, F_SETLK, &fl), EAGAIN);
		/* Tell the parent, then wait for the lock. */
		CHECK_EQ(write(p[1], "w", 1), 1);
		t0 = t_now_ms();
		lock(&fl, F_WRLCK, 15, 1);
		CHECK_EQ(fcntl(cfd, F_SETLKW, &fl), 0);
		CHECK_GE(t_now_ms() - t0, 150);
		_exit(0);
	}
	close(p[1]);
	CHECK_EQ(read(p[0], &c, 1), 1);
	/* Give the child time to block (polls a clock: no sleep needed). */
	for (long t0 = t_now_ms(); t_now_ms() - t0 < 300;)
		;
	/* The child is still blocked. */
	CHECK_EQ(waitpid(child, &st, WNOHANG), 0);
	lock(&fl, F_UNLCK, 0, 0);
	CHECK_EQ(fcntl(fd, F_SETLK, &fl), 0);
	CHECK_EQ(waitpid(child, &st, 0), child);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);

	/* Bad arguments. */
	lock(&fl, 99, 0, 0);
	CHECK_ERR(fcntl(fd, F_SETLK, &fl), EINVAL);
	lock(&fl, F_RDLCK, 0, 0);
	CHECK_ERR(fcntl(-1, F_SETLK, &fl), EBADF);

	/* OFD locks belong to the open file: a second open conflicts even in
	   the same process. */
	{
		int a = open("f", O_RDWR), b = open("f", O_RDWR);
		CHECK(a >= 0 && b >= 0);
		lock(&fl, F_WRLCK, 0, 10);
		CHECK_EQ(fcntl(a, F_OFD_SETLK, &fl), 0);
		lock(&fl, F_WRLCK, 5, 1);
		CHECK_ERR(fcntl(b, F_OFD_SETLK, &fl), EAGAIN);
		lock(&fl, F_RDLCK, 0, 0);
		CHECK_EQ(fcntl(b, F_OFD_GETLK, &fl), 0);
		CHECK_EQ(fl.l_type, F_WRLCK);
		CHECK_EQ(fl.l_pid, -1);
		CHECK_EQ(close(a), 0);
		lock(&fl, F_WRLCK, 5, 1);
		CHECK_EQ(fcntl(b, F_OFD_SETLKW, &fl), 0);
		CHECK_EQ(close(b), 0);
	}

	/* flock: whole-file locks between open files. */
	{
		int a = open("f", O_RDONLY), b = open("f", O_RDONLY);
		CHECK_EQ(flock(a, LOCK_EX), 0);
		CHECK_ERR(flock(b, LOCK_SH | LOCK_NB), EWOULDBLOCK);
		CHECK_EQ(flock(a, LOCK_UN), 0);
		CHECK_EQ(flock(b, LOCK_SH | LOCK_NB), 0);
		CHECK_EQ(flock(a, LOCK_SH | LOCK_NB), 0);
		CHECK_ERR(flock(-1, LOCK_SH), EBADF);
		close(a);
		close(b);
	}
	CHECK_EQ(close(fd), 0);
	return 0;
}
