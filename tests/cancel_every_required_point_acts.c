/* Every required cancellation point acts on a request that is already
   pending when it is called, even when the call would not block (data
   to read, a zero timeout, a lock nobody holds): a thread cancels itself
   (deferred), calls one of them, and must never come back from it.  Its
   cleanup handler runs once and the join gives PTHREAD_CANCELED. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <sys/epoll.h>
#include <sys/mman.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <termios.h>
#include "cancel_test.h"

static int pipefd[2], filefd, sockfd[2], epfd, runs;
static void *map;
static char buf[16];

enum { N_POINTS = 32 };
static const char *const names[N_POINTS] = {
	"read", "readv", "pread", "write", "writev", "pwrite", "open", "openat",
	"creat", "close", "fsync", "fdatasync", "msync", "fcntl F_SETLKW",
	"lockf F_LOCK", "nanosleep", "clock_nanosleep", "sleep", "usleep",
	"poll", "ppoll", "select", "pselect", "epoll_wait", "sigtimedwait",
	"waitpid", "recv", "send", "recvmsg", "sendmsg", "sigsuspend", "pthread_testcancel",
};

static void call(int i)
{
	struct timespec zero = { 0, 0 };
	struct timeval tv = { 0, 0 };
	struct iovec iov = { buf, 1 };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1 };
	struct pollfd pfd = { pipefd[0], POLLIN, 0 };
	struct flock fl = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
	struct epoll_event ev;
	sigset_t set;
	fd_set rd;

	FD_ZERO(&rd);
	FD_SET(pipefd[0], &rd);
	sigemptyset(&set);
	switch (i) {
	case 0: read(pipefd[0], buf, 1); break;
	case 1: readv(pipefd[0], &iov, 1); break;
	case 2: pread(filefd, buf, 1, 0); break;
	case 3: write(pipefd[1], "x", 1); break;
	case 4: writev(pipefd[1], &iov, 1); break;
	case 5: pwrite(filefd, "x", 1, 0); break;
	case 6: open("/dev/null", O_RDONLY); break;
	case 7: openat(AT_FDCWD, "/dev/null", O_RDONLY); break;
	case 8: creat("created", 0600); break;
	case 9: close(filefd); break;
	case 10: fsync(filefd); break;
	case 11: fdatasync(filefd); break;
	case 12: msync(map, 4096, MS_SYNC); break;
	case 13: fcntl(filefd, F_SETLKW, &fl); break;
	case 14: lockf(filefd, F_LOCK, 0); break;
	case 15: nanosleep(&zero, NULL); break;
	case 16: clock_nanosleep(CLOCK_MONOTONIC, 0, &zero, NULL); break;
	case 17: sleep(0); break;
	case 18: usleep(0); break;
	case 19: poll(&pfd, 1, 0); break;
	case 20: ppoll(&pfd, 1, &zero, NULL); break;
	case 21: select(pipefd[0] + 1, &rd, NULL, NULL, &tv); break;
	case 22: pselect(pipefd[0] + 1, &rd, NULL, NULL, &zero, NULL); break;
	case 23: epoll_wait(epfd, &ev, 1, 0); break;
	case 24: sigaddset(&set, SIGUSR1); sigtimedwait(&set, NULL, &zero); break;
	case 25: waitpid(-1, NULL, WNOHANG); break;
	case 26: recv(sockfd[0], buf, 1, MSG_DONTWAIT); break;
	case 27: send(sockfd[1], "x", 1, MSG_DONTWAIT); break;
	case 28: recvmsg(sockfd[0], &mh, MSG_DONTWAIT); break;
	case 29: sendmsg(sockfd[1], &mh, MSG_DONTWAIT); break;
	case 30: {
		/* Returns only through a handled signal: SIGUSR2 is pending. */
		sigset_t all;
		sigfillset(&all);
		sigdelset(&all, SIGUSR2);
		sigsuspend(&all);
		break;
	}
	case 31: pthread_testcancel(); break;
	}
}

static void *body(void *arg)
{
	int i = (int)(long)arg;

	pthread_cleanup_push(t_count_run, &runs);
	CHECK_EQ(pthread_cancel(pthread_self()), 0);
	call(i);
	/* Still here: report it without meeting another point first. */
	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, NULL);
	t_puts(2, names[i]);
	t_puts(2, ": returned with a cancellation request pending\n");
	_exit(1);
	pthread_cleanup_pop(0);
	return NULL;
}

static void on_usr2(int sig)
{
	(void)sig;
}

int main(void)
{
	sigset_t usr2;

	CHECK_EQ(pipe(pipefd), 0);
	CHECK_EQ(socketpair(AF_UNIX, SOCK_STREAM, 0, sockfd), 0);
	CHECK((epfd = epoll_create1(0)) >= 0);
	CHECK_EQ(signal(SIGUSR2, on_usr2) == SIG_ERR, 0);
	sigemptyset(&usr2);
	sigaddset(&usr2, SIGUSR2);
	for (int i = 0; i < N_POINTS; i++) {
		pthread_t t;
		void *res = NULL;

		/* Data to read everywhere, so nothing would block. */
		CHECK_EQ(write(pipefd[1], "d", 1), 1);
		CHECK_EQ(write(sockfd[1], "d", 1), 1);
		CHECK((filefd = open("file", O_RDWR | O_CREAT | O_TRUNC, 0600)) >= 0);
		CHECK_EQ(ftruncate(filefd, 4096), 0);
		map = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, filefd, 0);
		CHECK(map != MAP_FAILED);
		/* sigsuspend's signal: pending on the process, blocked here. */
		CHECK_EQ(sigprocmask(SIG_BLOCK, &usr2, NULL), 0);
		CHECK_EQ(kill(getpid(), SIGUSR2), 0);

		runs = 0;
		CHECK_EQ(pthread_create(&t, NULL, body, (void *)(long)i), 0);
		CHECK_EQ(pthread_join(t, &res), 0);
		if (res != PTHREAD_CANCELED || runs != 1) {
			t_puts(2, names[i]);
			t_puts(2, ": not cancelled\n");
		}
		CHECK(res == PTHREAD_CANCELED);
		CHECK_EQ(runs, 1);

		/* Drain what the cancelled call did not take, for the next. */
		{
			struct timespec zero = { 0, 0 };
			sigtimedwait(&usr2, NULL, &zero);
		}
		CHECK_EQ(sigprocmask(SIG_UNBLOCK, &usr2, NULL), 0);
		munmap(map, 4096);
		close(filefd);
	}
	return 0;
}
