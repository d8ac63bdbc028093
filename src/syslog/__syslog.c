#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <syslog.h>
#include <unistd.h>
#include "lock.h"
#include "syslog_impl.h"

/*
 * The connection to the local logger.  /dev/log is a datagram socket on
 * every current Linux logger; a stream socket (EPROTOTYPE on connect) is
 * still accepted, its messages then ended by a NUL byte as such loggers
 * expect.  The descriptor is close-on-exec, so an exec'd program never
 * inherits a logger connection it did not open.
 *
 * Lock order: vsyslog computes everything that takes another internal
 * lock (the time zone for the time stamp, malloc for a long message)
 * before taking __syslog_lock; under it only system calls run.
 */

LOCK_DEFINE(hidden, __syslog_lock, LOCK_LEVEL_STATE);
hidden const char *__syslog_ident;
hidden int __syslog_options;
hidden int __syslog_facility = LOG_USER;
hidden volatile int __syslog_mask = 0xff;

static int sock = -1;
static int sock_type = SOCK_DGRAM;

hidden void __syslog_disconnect(void)
{
	if (sock >= 0)
		close(sock);
	sock = -1;
}

hidden void __syslog_connect(void)
{
	static const struct sockaddr_un log_addr = { AF_UNIX, "/dev/log" };

	if (sock >= 0)
		return;
	for (sock_type = SOCK_DGRAM;;) {
		sock = socket(AF_UNIX, sock_type | SOCK_CLOEXEC, 0);
		if (sock < 0)
			return;
		if (!connect(sock, (const struct sockaddr *)&log_addr, sizeof log_addr))
			return;
		int e = errno;
		__syslog_disconnect();
		if (e != EPROTOTYPE || sock_type == SOCK_STREAM)
			return;
		sock_type = SOCK_STREAM;
	}
}

static int send_once(struct iovec *iov, int n)
{
	struct msghdr mh = { .msg_iov = iov, .msg_iovlen = n };

	__syslog_connect();
	if (sock < 0)
		return -1;
	/* MSG_NOSIGNAL: a logger that went away must not kill the program
	   with SIGPIPE on a stream socket. */
	return sendmsg(sock, &mh, MSG_NOSIGNAL) < 0 ? -1 : 0;
}

/* Appends the n bytes at s to the header, cutting what does not fit. */
static size_t put(char *head, size_t len, size_t cap, const char *s, size_t n)
{
	if (n > cap - len)
		n = cap - len;
	memcpy(head + len, s, n);
	return len + n;
}

hidden void __syslog_send(int priority, const char *stamp, const char *msg, size_t len)
{
	char head[320], num[24];
	const char *tag = __syslog_ident ? __syslog_ident : __progname;
	size_t hlen, body;
	struct iovec iov[3];

	if (!(priority & LOG_FACMASK))
		priority |= __syslog_facility;
	/* "<pri>stamp " for the logger, then "tag[pid]: ", the part that
	   stderr and the console see as well */
	hlen = put(head, 0, sizeof head, num, snprintf(num, sizeof num, "<%d>", priority));
	hlen = put(head, hlen, sizeof head, stamp, strlen(stamp));
	hlen = put(head, hlen, sizeof head, " ", 1);
	body = hlen;
	if (tag)
		hlen = put(head, hlen, sizeof head, tag, strlen(tag));
	if (__syslog_options & LOG_PID)
		hlen = put(head, hlen, sizeof head, num, snprintf(num, sizeof num, "[%d]", (int)getpid()));
	if (tag)
		hlen = put(head, hlen, sizeof head, ": ", 2);

	if (__syslog_options & LOG_PERROR) {
		iov[0] = (struct iovec){ head + body, hlen - body };
		iov[1] = (struct iovec){ (void *)msg, len };
		iov[2] = (struct iovec){ "\n", 1 };
		writev(2, iov, len && msg[len - 1] == '\n' ? 2 : 3);
	}

	iov[0] = (struct iovec){ head, hlen };
	iov[1] = (struct iovec){ (void *)msg, len };
	iov[2] = (struct iovec){ "", 1 };
	/* A logger restarted since the last message refuses the old
	   connection: reconnect once. */
	for (int tries = 0; tries < 2; tries++) {
		if (!send_once(iov, sock_type == SOCK_STREAM ? 3 : 2))
			return;
		__syslog_disconnect();
	}
	if (__syslog_options & LOG_CONS) {
		int fd = open("/dev/console", O_WRONLY | O_NOCTTY | O_CLOEXEC);
		if (fd >= 0) {
			/* the console gets no priority, and a CR for raw ttys */
			size_t at = strcspn(head, ">") + 1;
			iov[0] = (struct iovec){ head + at, hlen - at };
			iov[2] = (struct iovec){ "\r\n", 2 };
			writev(fd, iov, 3);
			close(fd);
		}
	}
}
