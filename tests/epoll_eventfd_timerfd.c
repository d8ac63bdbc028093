/* epoll watching an eventfd, a timerfd and a pipe: nothing ready at first,
   the eventfd after eventfd_write (counter semantics, EFD_SEMAPHORE), the
   timerfd after its expiry (expiration count, timerfd_gettime), data
   pointers come back, EPOLLONESHOT, EPOLL_CTL_MOD/DEL, epoll_pwait with a
   mask, struct epoll_event is 12 bytes on x86_64. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	struct epoll_event ev, out[4];
	eventfd_t val;
	uint64_t exp;
	int ep, efd, tfd, p[2];

#ifdef __x86_64__
	CHECK_EQ(sizeof(struct epoll_event), 12);
#endif
	CHECK_ERR(epoll_create(0), EINVAL);
	ep = epoll_create(1);
	CHECK(ep >= 0);
	close(ep);
	ep = epoll_create1(EPOLL_CLOEXEC);
	CHECK(ep >= 0);
	CHECK_EQ(fcntl(ep, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	CHECK_ERR(epoll_create1(-1), EINVAL);

	efd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
	CHECK(efd >= 0);
	CHECK_EQ(fcntl(efd, F_GETFL) & O_NONBLOCK, O_NONBLOCK);
	tfd = timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC);
	CHECK(tfd >= 0);
	CHECK_EQ(pipe(p), 0);

	memset(&ev, 0, sizeof ev);
	ev.events = EPOLLIN;
	ev.data.u64 = 0x1111222233334444ULL;
	CHECK_EQ(epoll_ctl(ep, EPOLL_CTL_ADD, efd, &ev), 0);
	ev.data.fd = tfd;
	CHECK_EQ(epoll_ctl(ep, EPOLL_CTL_ADD, tfd, &ev), 0);
	ev.data.ptr = &p[0];
	CHECK_EQ(epoll_ctl(ep, EPOLL_CTL_ADD, p[0], &ev), 0);
	CHECK_ERR(epoll_ctl(ep, EPOLL_CTL_ADD, p[0], &ev), EEXIST);
	CHECK_ERR(epoll_ctl(ep, EPOLL_CTL_MOD, p[1], &ev), ENOENT);
	CHECK_ERR(epoll_ctl(ep, EPOLL_CTL_ADD, ep, &ev), EINVAL);

	CHECK_EQ(epoll_wait(ep, out, 4, 0), 0);
	CHECK_EQ(epoll_wait(ep, out, 4, 30), 0);

	/* eventfd: writes add up; a read returns and clears the sum. */
	CHECK_ERR(eventfd_read(efd, &val), EAGAIN);
	CHECK_EQ(eventfd_write(efd, 3), 0);
	CHECK_EQ(eventfd_write(efd, 4), 0);
	CHECK_EQ(epoll_wait(ep, out, 4, -1), 1);
	CHECK_EQ(out[0].events, EPOLLIN);
	CHECK_EQ(out[0].data.u64, 0x1111222233334444ULL);
	CHECK_EQ(eventfd_read(efd, &val), 0);
	CHECK_EQ(val, 7);
	CHECK_EQ(epoll_wait(ep, out, 4, 0), 0);
	CHECK_ERR(eventfd_write(efd, UINT64_MAX), EINVAL);

	/* EFD_SEMAPHORE: each read takes one. */
	int sfd = eventfd(2, EFD_SEMAPHORE | EFD_NONBLOCK);
	CHECK(sfd >= 0);
	CHECK_EQ(eventfd_read(sfd, &val), 0);
	CHECK_EQ(val, 1);
	CHECK_EQ(eventfd_read(sfd, &val), 0);
	CHECK_EQ(val, 1);
	CHECK_ERR(eventfd_read(sfd, &val), EAGAIN);
	close(sfd);

	/* timerfd: 20 ms then every 10 ms. */
	struct itimerspec its = { { 0, 10000000 }, { 0, 20000000 } }, cur, old;
	CHECK_EQ(timerfd_settime(tfd, 0, &its, NULL), 0);
	CHECK_EQ(timerfd_gettime(tfd, &cur), 0);
	CHECK_EQ(cur.it_interval.tv_nsec, 10000000);
	CHECK(cur.it_value.tv_sec == 0 && cur.it_value.tv_nsec > 0 && cur.it_value.tv_nsec <= 20000000);
	CHECK_EQ(epoll_wait(ep, out, 4, 10000), 1);
	CHECK_EQ(out[0].data.fd, tfd);
	CHECK_EQ(read(tfd, &exp, sizeof exp), 8);
	CHECK(exp >= 1);
	/* Disarm; the old setting comes back. */
	memset(&its, 0, sizeof its);
	CHECK_EQ(timerfd_settime(tfd, 0, &its, &old), 0);
	CHECK_EQ(old.it_interval.tv_nsec, 10000000);
	CHECK_EQ(timerfd_gettime(tfd, &cur), 0);
	CHECK(cur.it_value.tv_sec == 0 && cur.it_value.tv_nsec == 0);
	/* An absolute time in the past fires at once. */
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	its.it_value = now;
	CHECK_EQ(timerfd_settime(tfd, TFD_TIMER_ABSTIME, &its, NULL), 0);
	CHECK_EQ(read(tfd, &exp, sizeof exp), 8);
	CHECK_EQ(exp, 1);
	CHECK_ERR(timerfd_create(12345, 0), EINVAL);

	/* The pipe, one-shot: reported once, then not until re-armed. */
	ev.events = EPOLLIN | EPOLLONESHOT;
	ev.data.ptr = &p[0];
	CHECK_EQ(epoll_ctl(ep, EPOLL_CTL_MOD, p[0], &ev), 0);
	CHECK_EQ(write(p[1], "ab", 2), 2);
	CHECK_EQ(epoll_wait(ep, out, 4, -1), 1);
	CHECK(out[0].data.ptr == &p[0]);
	CHECK_EQ(epoll_wait(ep, out, 4, 0), 0);
	CHECK_EQ(epoll_ctl(ep, EPOLL_CTL_MOD, p[0], &ev), 0);
	sigset_t mask;
	sigemptyset(&mask);
	CHECK_EQ(epoll_pwait(ep, out, 4, -1, &mask), 1);
	CHECK_EQ(epoll_pwait(ep, out, 4, 0, NULL), 0);
	CHECK_EQ(epoll_ctl(ep, EPOLL_CTL_DEL, p[0], NULL), 0);
	CHECK_ERR(epoll_ctl(ep, EPOLL_CTL_DEL, p[0], NULL), ENOENT);
	CHECK_ERR(epoll_wait(ep, out, 0, 0), EINVAL);
	CHECK_ERR(epoll_wait(-1, out, 4, 0), EBADF);
	close(ep);
	close(efd);
	close(tfd);
	close(p[0]);
	close(p[1]);
	return 0;
}
