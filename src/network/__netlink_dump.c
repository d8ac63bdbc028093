#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include "netlink.h"
#include "syscall.h"

/* The kernel sends a dump in messages of at most a page or so each; a
   larger buffer never truncates one. */
#define BUF_SIZE 32768

struct sockaddr_nl_ {
	unsigned short family, pad;
	uint32_t pid, groups;
};

static int run(int fd, int type, int (*each)(void *, struct __nlmsg *), void *ctx, char *buf)
{
	struct {
		struct __nlmsg h;
		struct __nl_link body;  /* the larger of the two requests' */
	} req;
	struct sockaddr_nl_ kernel = { .family = AF_NETLINK };
	long n;

	memset(&req, 0, sizeof req);
	req.h.len = sizeof req;
	req.h.type = type;
	req.h.flags = NL_REQUEST | NL_DUMP;
	req.h.seq = 1;
	req.body.family = AF_UNSPEC;
	n = __syscall(SYS_sendto, fd, &req, sizeof req, 0, &kernel, sizeof kernel);
	if (n < 0)
		return __syscall_ret(n);
	for (;;) {
		struct sockaddr_nl_ from;
		unsigned fromlen = sizeof from;

		n = __syscall(SYS_recvfrom, fd, buf, BUF_SIZE, 0, &from, &fromlen);
		if (n == -EINTR)
			continue;
		if (n < 0)
			return __syscall_ret(n);
		if (n == 0) {
			errno = EIO;
			return -1;
		}
		/* Only the kernel's answers count. */
		if (from.pid != 0)
			continue;
		for (char *p = buf; buf + n - p >= (long)sizeof(struct __nlmsg);) {
			struct __nlmsg *m = (struct __nlmsg *)p;
			int r;

			if (m->len < sizeof *m || m->len > (size_t)(buf + n - p)) {
				errno = EIO;
				return -1;
			}
			p += NL_ALIGN(m->len);
			if (m->seq != 1)
				continue;
			if (m->type == NL_DONE)
				return 0;
			if (m->type == NL_ERROR) {
				int e = 0;
				if (m->len >= sizeof *m + sizeof e)
					memcpy(&e, __nl_data(m), sizeof e);
				errno = e < 0 ? -e : EIO;
				return -1;
			}
			r = each(ctx, m);
			if (r < 0)
				return -1;
			if (r > 0)
				return 0;
		}
	}
}

hidden int __netlink_dump(int type, int (*each)(void *ctx, struct __nlmsg *m), void *ctx)
{
	long fd = __syscall(SYS_socket, AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NL_ROUTE);
	char *buf;
	int r, e;

	if (fd < 0)
		return __syscall_ret(fd);
	buf = malloc(BUF_SIZE);
	if (!buf) {
		__syscall(SYS_close, fd);
		return -1;
	}
	r = run(fd, type, each, ctx, buf);
	e = errno;
	free(buf);
	__syscall(SYS_close, fd);
	errno = e;
	return r;
}
