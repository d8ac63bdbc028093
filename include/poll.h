/* Waiting for events on a set of descriptors. */
#ifndef _POLL_H
#define _POLL_H

#include <features.h>

#define __WEFT_WANT_sigset_t
#define __WEFT_WANT_struct_timespec
#include <bits/typedefs.h>

typedef unsigned long nfds_t;

struct pollfd {
	int fd;
	short events;
	short revents;
};

#define POLLIN     0x001
#define POLLPRI    0x002
#define POLLOUT    0x004
#define POLLERR    0x008
#define POLLHUP    0x010
#define POLLNVAL   0x020
#define POLLRDNORM 0x040
#define POLLRDBAND 0x080
#define POLLWRNORM 0x100
#define POLLWRBAND 0x200
#define POLLMSG    0x400
#define POLLREMOVE 0x1000
#define POLLRDHUP  0x2000

__WEFT_BEGIN
int poll(struct pollfd *fds, nfds_t n, int timeout);
#ifdef _GNU_SOURCE
int ppoll(struct pollfd *fds, nfds_t n, const struct timespec *timeout,
	  const sigset_t *mask);
#endif
__WEFT_END

#endif
