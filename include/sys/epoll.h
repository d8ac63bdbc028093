/* Scalable readiness notification (Linux). */
#ifndef _SYS_EPOLL_H
#define _SYS_EPOLL_H

#include <features.h>
#include <stdint.h>
#include <bits/epoll.h>

#define __WEFT_WANT_sigset_t
#define __WEFT_WANT_struct_timespec
#include <bits/typedefs.h>

#define EPOLL_CLOEXEC 02000000

enum EPOLL_EVENTS {
	EPOLLIN = 0x001,
#define EPOLLIN EPOLLIN
	EPOLLPRI = 0x002,
#define EPOLLPRI EPOLLPRI
	EPOLLOUT = 0x004,
#define EPOLLOUT EPOLLOUT
	EPOLLRDNORM = 0x040,
#define EPOLLRDNORM EPOLLRDNORM
	EPOLLRDBAND = 0x080,
#define EPOLLRDBAND EPOLLRDBAND
	EPOLLWRNORM = 0x100,
#define EPOLLWRNORM EPOLLWRNORM
	EPOLLWRBAND = 0x200,
#define EPOLLWRBAND EPOLLWRBAND
	EPOLLMSG = 0x400,
#define EPOLLMSG EPOLLMSG
	EPOLLERR = 0x008,
#define EPOLLERR EPOLLERR
	EPOLLHUP = 0x010,
#define EPOLLHUP EPOLLHUP
	EPOLLRDHUP = 0x2000,
#define EPOLLRDHUP EPOLLRDHUP
	EPOLLEXCLUSIVE = 1u << 28,
#define EPOLLEXCLUSIVE EPOLLEXCLUSIVE
	EPOLLWAKEUP = 1u << 29,
#define EPOLLWAKEUP EPOLLWAKEUP
	EPOLLONESHOT = 1u << 30,
#define EPOLLONESHOT EPOLLONESHOT
	EPOLLET = 1u << 31
#define EPOLLET EPOLLET
};

#define EPOLL_CTL_ADD 1
#define EPOLL_CTL_DEL 2
#define EPOLL_CTL_MOD 3

typedef union epoll_data {
	void *ptr;
	int fd;
	uint32_t u32;
	uint64_t u64;
} epoll_data_t;

struct epoll_event {
	uint32_t events;
	epoll_data_t data;
} __WEFT_EPOLL_PACKED;

__WEFT_BEGIN
int epoll_create(int size);
int epoll_create1(int flags);
int epoll_ctl(int epfd, int op, int fd, struct epoll_event *ev);
int epoll_wait(int epfd, struct epoll_event *evs, int max, int timeout);
int epoll_pwait(int epfd, struct epoll_event *evs, int max, int timeout,
		const sigset_t *mask);
#ifdef _GNU_SOURCE
int epoll_pwait2(int epfd, struct epoll_event *evs, int max,
		 const struct timespec *timeout, const sigset_t *mask);
#endif
__WEFT_END

#endif
