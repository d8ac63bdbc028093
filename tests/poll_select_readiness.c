/* poll, ppoll, select and pselect on pipes: an empty pipe is not readable,
   it is after a write, POLLHUP (and readable EOF) once the writer is gone,
   POLLNVAL for a closed descriptor; select clears the bits of descriptors
   that are not ready and, like Linux, writes the time left into its
   timeout; pselect and ppoll leave their timeout alone; a signal unblocked
   only by ppoll's mask interrupts it with EINTR; FD_* macros. */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/select.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static volatile sig_atomic_t got;
static void on_usr1(int sig) { (void)sig; got++; }

int main(void)
{
	int p[2], q[2];
	struct pollfd pf[2];
	fd_set r, w;
	struct timeval tv;
	struct timespec ts;
	char c;

	CHECK_EQ(sizeof(fd_set), 128);
	FD_ZERO(&r);
	FD_SET(0, &r);
	FD_SET(63, &r);
	FD_SET(64, &r);
	FD_SET(1023, &r);
	CHECK(FD_ISSET(0, &r) && FD_ISSET(63, &r) && FD_ISSET(64, &r) && FD_ISSET(1023, &r));
	CHECK(!FD_ISSET(1, &r) && !FD_ISSET(65, &r));
	FD_CLR(63, &r);
	CHECK(!FD_ISSET(63, &r) && FD_ISSET(64, &r));
	CHECK_EQ(((unsigned char *)&r)[1023 / 8], 0x80);

	CHECK_EQ(pipe(p), 0);
	CHECK_EQ(pipe(q), 0);

	/* Nothing to read yet; the write end is writable. */
	pf[0].fd = p[0]; pf[0].events = POLLIN; pf[0].revents = -1;
	pf[1].fd = p[1]; pf[1].events = POLLOUT; pf[1].revents = -1;
	CHECK_EQ(poll(pf, 2, 0), 1);
	CHECK_EQ(pf[0].revents, 0);
	CHECK_EQ(pf[1].revents, POLLOUT);
	CHECK_EQ(poll(pf, 1, 50), 0);

	CHECK_EQ(write(p[1], "x", 1), 1);
	CHECK_EQ(poll(pf, 1, -1), 1);
	CHECK_EQ(pf[0].revents, POLLIN);

	/* select: p[0] readable, q[0] not; the timeout is untouched when it
	   returns at once... */
	FD_ZERO(&r);
	FD_SET(p[0], &r);
	FD_SET(q[0], &r);
	tv.tv_sec = 5; tv.tv_usec = 0;
	CHECK_EQ(select((q[0] > p[0] ? q[0] : p[0]) + 1, &r, NULL, NULL, &tv), 1);
	CHECK(FD_ISSET(p[0], &r));
	CHECK(!FD_ISSET(q[0], &r));
	CHECK(tv.tv_sec >= 4 && tv.tv_sec <= 5);
	/* ...and counts down to zero when it times out. */
	FD_ZERO(&r);
	FD_SET(q[0], &r);
	tv.tv_sec = 0; tv.tv_usec = 100000;
	CHECK_EQ(select(q[0] + 1, &r, NULL, NULL, &tv), 0);
	CHECK(!FD_ISSET(q[0], &r));
	CHECK_EQ(tv.tv_sec, 0);
	CHECK_EQ(tv.tv_usec, 0);
	/* Partly slept: less than given remains. */
	FD_ZERO(&r);
	FD_SET(q[0], &r);
	tv.tv_sec = 0; tv.tv_usec = 50000;
	struct timeval big = { 0, 300000 };
	FD_ZERO(&w);
	CHECK_EQ(select(0, NULL, NULL, NULL, &tv), 0);
	CHECK_EQ(tv.tv_usec, 0);
	tv.tv_sec = -1;
	CHECK_ERR(select(0, NULL, NULL, NULL, &tv), EINVAL);
	FD_SET(p[1], &w);
	CHECK_EQ(select(p[1] + 1, NULL, &w, NULL, &big), 1);
	CHECK(FD_ISSET(p[1], &w));
	CHECK(big.tv_sec == 0 && big.tv_usec > 0 && big.tv_usec <= 300000);

	/* pselect leaves its timeout alone. */
	FD_ZERO(&r);
	FD_SET(q[0], &r);
	ts.tv_sec = 0; ts.tv_nsec = 20000000;
	CHECK_EQ(pselect(q[0] + 1, &r, NULL, NULL, &ts, NULL), 0);
	CHECK(ts.tv_sec == 0 && ts.tv_nsec == 20000000);
	FD_ZERO(&r);
	FD_SET(p[0], &r);
	CHECK_EQ(pselect(p[0] + 1, &r, NULL, NULL, NULL, NULL), 1);

	CHECK_EQ(read(p[0], &c, 1), 1);

	/* ppoll: timeout not modified. */
	pf[0].fd = p[0]; pf[0].events = POLLIN;
	ts.tv_sec = 0; ts.tv_nsec = 20000000;
	CHECK_EQ(ppoll(pf, 1, &ts, NULL), 0);
	CHECK(ts.tv_sec == 0 && ts.tv_nsec == 20000000);

	/* The writer goes away: POLLHUP, and select sees EOF as readable. */
	CHECK_EQ(close(p[1]), 0);
	pf[0].revents = 0;
	CHECK_EQ(poll(pf, 1, -1), 1);
	CHECK(pf[0].revents & POLLHUP);
	FD_ZERO(&r);
	FD_SET(p[0], &r);
	CHECK_EQ(select(p[0] + 1, &r, NULL, NULL, NULL), 1);
	CHECK_EQ(read(p[0], &c, 1), 0);

	/* A closed descriptor: POLLNVAL from poll, EBADF from select. */
	CHECK_EQ(close(p[0]), 0);
	pf[0].fd = p[0]; pf[0].events = POLLIN; pf[0].revents = 0;
	CHECK_EQ(poll(pf, 1, 0), 1);
	CHECK_EQ(pf[0].revents, POLLNVAL);
	/* A negative fd is ignored. */
	pf[0].fd = -1; pf[0].revents = -1;
	CHECK_EQ(poll(pf, 1, 0), 0);
	CHECK_EQ(pf[0].revents, 0);
	FD_ZERO(&r);
	FD_SET(p[0], &r);
	tv.tv_sec = 0; tv.tv_usec = 0;
	CHECK_ERR(select(p[0] + 1, &r, NULL, NULL, &tv), EBADF);

	/* ppoll's mask: SIGUSR1 is blocked, but unblocked during ppoll, so a
	   signal sent by a child interrupts it. */
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_usr1;
	CHECK_EQ(sigaction(SIGUSR1, &sa, NULL), 0);
	sigset_t block, during;
	sigemptyset(&block);
	sigaddset(&block, SIGUSR1);
	CHECK_EQ(sigprocmask(SIG_BLOCK, &block, NULL), 0);
	CHECK_EQ(kill(getpid(), SIGUSR1), 0);
	CHECK_EQ(got, 0);
	sigfillset(&during);
	sigdelset(&during, SIGUSR1);
	pf[0].fd = q[0]; pf[0].events = POLLIN;
	ts.tv_sec = 20; ts.tv_nsec = 0;
	CHECK_ERR(ppoll(pf, 1, &ts, &during), EINTR);
	CHECK_EQ(got, 1);
	/* Same with pselect. */
	CHECK_EQ(kill(getpid(), SIGUSR1), 0);
	FD_ZERO(&r);
	FD_SET(q[0], &r);
	CHECK_ERR(pselect(q[0] + 1, &r, NULL, NULL, &ts, &during), EINTR);
	CHECK_EQ(got, 2);
	/* The mask was only for the call. */
	sigset_t now;
	CHECK_EQ(sigprocmask(SIG_BLOCK, NULL, &now), 0);
	CHECK(sigismember(&now, SIGUSR1));
	return 0;
}
