/* Cancelling a thread blocked in each file and socket cancellation point
   (read, write, accept, connect, recv, recvfrom, recvmsg, send, open of a
   FIFO, poll, ppoll, select, pselect, epoll_wait): the call is left, the
   cleanup handler runs exactly once and join says PTHREAD_CANCELED.
   tcdrain is not here: a pty has no output queue to wait for, so it does
   not block. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <poll.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include "cancel_test.h"

static int empty[2];	/* a pipe nobody writes to */
static int full[2];	/* a pipe filled to the brim */
static int sp[2];	/* a socket pair nobody sends on */
static int ls = -1;	/* a listening socket nobody connects to */
static int ep = -1;
static char byte;

static void fill_nonblocking(int fd, int sock)
{
	char buf[4096] = { 0 };
	int fl = fcntl(fd, F_GETFL);

	CHECK(fl >= 0);
	CHECK_EQ(fcntl(fd, F_SETFL, fl | O_NONBLOCK), 0);
	for (;;) {
		ssize_t n = sock ? send(fd, buf, sizeof buf, MSG_DONTWAIT) : write(fd, buf, sizeof buf);
		if (n < 0) {
			CHECK(errno == EAGAIN || errno == EWOULDBLOCK);
			break;
		}
	}
	/* The socket buffer may still take a short write after a full one
	   failed: fill to the last byte. */
	while ((sock ? send(fd, buf, 1, MSG_DONTWAIT) : write(fd, buf, 1)) == 1)
		;
	CHECK_EQ(fcntl(fd, F_SETFL, fl), 0);
}

static void call_read(void) { read(empty[0], &byte, 1); }
static void setup_full(void) { CHECK_EQ(pipe(full), 0); fill_nonblocking(full[1], 0); }
static void call_write(void) { write(full[1], "x", 1); }
static void teardown_full(void) { close(full[0]); close(full[1]); }

static struct sockaddr_un addr(const char *name)
{
	struct sockaddr_un a;
	memset(&a, 0, sizeof a);
	a.sun_family = AF_UNIX;
	strcpy(a.sun_path, name);
	return a;
}

static void setup_listen(void)
{
	struct sockaddr_un a = addr("listener");
	unlink(a.sun_path);
	ls = socket(AF_UNIX, SOCK_STREAM, 0);
	CHECK(ls >= 0);
	CHECK_EQ(bind(ls, (struct sockaddr *)&a, sizeof a), 0);
	CHECK_EQ(listen(ls, 0), 0);
}
static void call_accept(void) { accept(ls, NULL, NULL); }
static void teardown_listen(void) { close(ls); unlink("listener"); }

/* connect: a listener whose backlog is full, so that one more blocking
   connect waits for room. */
static int backlog_fill[64], nfill, conn_fd = -1;
static int setup_backlog(void)
{
	struct sockaddr_un a = addr("backlog");
	unlink(a.sun_path);
	ls = socket(AF_UNIX, SOCK_STREAM, 0);
	CHECK(ls >= 0);
	CHECK_EQ(bind(ls, (struct sockaddr *)&a, sizeof a), 0);
	CHECK_EQ(listen(ls, 0), 0);
	for (nfill = 0; nfill < 64; nfill++) {
		int c = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
		CHECK(c >= 0);
		if (connect(c, (struct sockaddr *)&a, sizeof a) != 0) {
			CHECK_EQ(errno, EAGAIN);
			close(c);
			break;
		}
		backlog_fill[nfill] = c;
	}
	conn_fd = socket(AF_UNIX, SOCK_STREAM, 0);
	CHECK(conn_fd >= 0);
	return nfill < 64;
}
static void setup_connect(void)
{
	/* Checked in main before the case is listed. */
}
static void call_connect(void)
{
	struct sockaddr_un a = addr("backlog");
	connect(conn_fd, (struct sockaddr *)&a, sizeof a);
}
static void teardown_connect(void)
{
	for (int i = 0; i < nfill; i++)
		close(backlog_fill[i]);
	close(conn_fd);
	close(ls);
	unlink("backlog");
}

static void call_recv(void) { recv(sp[0], &byte, 1, 0); }
static void call_recvfrom(void) { recvfrom(sp[0], &byte, 1, 0, NULL, NULL); }
static void call_recvmsg(void)
{
	struct iovec io = { &byte, 1 };
	struct msghdr m;
	memset(&m, 0, sizeof m);
	m.msg_iov = &io;
	m.msg_iovlen = 1;
	recvmsg(sp[0], &m, 0);
}

static int sf[2];
static void setup_send(void)
{
	CHECK_EQ(socketpair(AF_UNIX, SOCK_STREAM, 0, sf), 0);
	fill_nonblocking(sf[0], 1);
}
static void call_send(void) { send(sf[0], "x", 1, 0); }
static void teardown_send(void) { close(sf[0]); close(sf[1]); }

static void setup_fifo(void) { unlink("fifo"); CHECK_EQ(mkfifo("fifo", 0600), 0); }
static void call_open_fifo(void) { int fd = open("fifo", O_RDONLY); if (fd >= 0) close(fd); }
static void teardown_fifo(void) { unlink("fifo"); }

static void call_poll(void)
{
	struct pollfd p = { empty[0], POLLIN, 0 };
	poll(&p, 1, -1);
}
static void call_ppoll(void)
{
	struct pollfd p = { empty[0], POLLIN, 0 };
	ppoll(&p, 1, NULL, NULL);
}
static void call_select(void)
{
	fd_set r;
	FD_ZERO(&r);
	FD_SET(empty[0], &r);
	select(empty[0] + 1, &r, NULL, NULL, NULL);
}
static void call_pselect(void)
{
	fd_set r;
	FD_ZERO(&r);
	FD_SET(empty[0], &r);
	pselect(empty[0] + 1, &r, NULL, NULL, NULL, NULL);
}
static void call_epoll_wait(void)
{
	struct epoll_event e;
	epoll_wait(ep, &e, 1, -1);
}

int main(void)
{
	struct epoll_event e = { .events = EPOLLIN };
	struct t_block_case cases[] = {
		{ "read", 0, call_read, 0 },
		{ "write", setup_full, call_write, teardown_full },
		{ "accept", setup_listen, call_accept, teardown_listen },
		{ "recv", 0, call_recv, 0 },
		{ "recvfrom", 0, call_recvfrom, 0 },
		{ "recvmsg", 0, call_recvmsg, 0 },
		{ "send", setup_send, call_send, teardown_send },
		{ "open of a FIFO", setup_fifo, call_open_fifo, teardown_fifo },
		{ "poll", 0, call_poll, 0 },
		{ "ppoll", 0, call_ppoll, 0 },
		{ "select", 0, call_select, 0 },
		{ "pselect", 0, call_pselect, 0 },
		{ "epoll_wait", 0, call_epoll_wait, 0 },
		{ "connect", setup_connect, call_connect, teardown_connect },
	};
	int n = sizeof cases / sizeof cases[0];

	/* A peer gone would turn a blocked send or write into SIGPIPE. */
	signal(SIGPIPE, SIG_IGN);
	CHECK_EQ(pipe(empty), 0);
	CHECK_EQ(socketpair(AF_UNIX, SOCK_STREAM, 0, sp), 0);
	ep = epoll_create1(EPOLL_CLOEXEC);
	CHECK(ep >= 0);
	e.data.fd = empty[0];
	CHECK_EQ(epoll_ctl(ep, EPOLL_CTL_ADD, empty[0], &e), 0);
	if (!setup_backlog()) {
		t_puts(1, "connect: the backlog never filled; not tested\n");
		teardown_connect();
		n--;
	}
	t_run_block_cases(cases, n);
	return 0;
}
