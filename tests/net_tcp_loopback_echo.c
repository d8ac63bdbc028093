/* TCP over loopback between two processes: the server binds port 0 and
   reports the kernel's choice through getsockname; the client connects,
   sends, the server echoes reversed bytes, shutdown gives the reader EOF;
   getpeername, socket options (SO_TYPE, SO_ERROR, TCP_NODELAY, SO_REUSEADDR,
   SO_ACCEPTCONN), accept4 flags and error cases.  The same over ::1 when the
   host has IPv6. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include "check.h"

static void server(int ls)
{
	char buf[4096];
	int c = accept4(ls, NULL, NULL, SOCK_CLOEXEC);
	ssize_t n;
	size_t total = 0;

	CHECK(c >= 0);
	CHECK_EQ(fcntl(c, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	while ((n = recv(c, buf, sizeof buf, 0)) > 0) {
		for (ssize_t i = 0; i < n; i++)
			buf[i] = ~buf[i];
		CHECK_EQ(send(c, buf, n, MSG_NOSIGNAL), n);
		total += n;
	}
	CHECK_EQ(n, 0);
	CHECK_EQ(total, 100000);
	CHECK_EQ(close(c), 0);
}

static void echo_test(int family)
{
	struct sockaddr_storage ss;
	struct sockaddr_in *sin = (struct sockaddr_in *)&ss;
	struct sockaddr_in6 *sin6 = (struct sockaddr_in6 *)&ss;
	socklen_t len;
	int ls, cs, v, st;
	pid_t pid;
	in_port_t port;
	static char out[100000], in[100000];

	ls = socket(family, SOCK_STREAM | SOCK_CLOEXEC, 0);
	CHECK(ls >= 0);
	v = 1;
	CHECK_EQ(setsockopt(ls, SOL_SOCKET, SO_REUSEADDR, &v, sizeof v), 0);
	memset(&ss, 0, sizeof ss);
	if (family == AF_INET) {
		sin->sin_family = AF_INET;
		sin->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
		sin->sin_port = 0;
		len = sizeof *sin;
	} else {
		sin6->sin6_family = AF_INET6;
		sin6->sin6_addr = in6addr_loopback;
		len = sizeof *sin6;
	}
	CHECK_EQ(bind(ls, (struct sockaddr *)&ss, len), 0);
	CHECK_EQ(listen(ls, 4), 0);
	v = 0;
	len = sizeof v;
	CHECK_EQ(getsockopt(ls, SOL_SOCKET, SO_ACCEPTCONN, &v, &len), 0);
	CHECK_EQ(v, 1);

	memset(&ss, 0, sizeof ss);
	len = sizeof ss;
	CHECK_EQ(getsockname(ls, (struct sockaddr *)&ss, &len), 0);
	CHECK_EQ(ss.ss_family, family);
	if (family == AF_INET) {
		CHECK_EQ(len, sizeof *sin);
		CHECK_EQ(ntohl(sin->sin_addr.s_addr), INADDR_LOOPBACK);
		port = ntohs(sin->sin_port);
	} else {
		CHECK_EQ(len, sizeof *sin6);
		CHECK(IN6_IS_ADDR_LOOPBACK(&sin6->sin6_addr));
		port = ntohs(sin6->sin6_port);
	}
	CHECK(port != 0);

	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		server(ls);
		_exit(0);
	}
	close(ls);

	cs = socket(family, SOCK_STREAM, 0);
	CHECK(cs >= 0);
	/* ss still holds the listening address. */
	CHECK_EQ(connect(cs, (struct sockaddr *)&ss, len), 0);
	v = 1;
	CHECK_EQ(setsockopt(cs, IPPROTO_TCP, TCP_NODELAY, &v, sizeof v), 0);
	v = 0;
	len = sizeof v;
	CHECK_EQ(getsockopt(cs, IPPROTO_TCP, TCP_NODELAY, &v, &len), 0);
	CHECK(v != 0);
	len = sizeof v;
	CHECK_EQ(getsockopt(cs, SOL_SOCKET, SO_TYPE, &v, &len), 0);
	CHECK_EQ(v, SOCK_STREAM);
	len = sizeof v;
	CHECK_EQ(getsockopt(cs, SOL_SOCKET, SO_ERROR, &v, &len), 0);
	CHECK_EQ(v, 0);

	struct sockaddr_storage peer;
	len = sizeof peer;
	CHECK_EQ(getpeername(cs, (struct sockaddr *)&peer, &len), 0);
	CHECK_EQ(peer.ss_family, family);
	CHECK_EQ(ntohs(family == AF_INET ? ((struct sockaddr_in *)&peer)->sin_port
					 : ((struct sockaddr_in6 *)&peer)->sin6_port), port);

	for (size_t i = 0; i < sizeof out; i++)
		out[i] = (char)(i * 7 + i / 251);
	/* Write everything first in a child-free way: the server echoes as it
	   reads, so interleave sending and receiving to avoid both buffers
	   filling up. */
	size_t sent = 0, got = 0;
	while (got < sizeof in) {
		if (sent < sizeof out) {
			size_t chunk = sizeof out - sent < 8192 ? sizeof out - sent : 8192;
			ssize_t w = send(cs, out + sent, chunk, 0);
			CHECK(w > 0);
			sent += w;
			if (sent == sizeof out)
				CHECK_EQ(shutdown(cs, SHUT_WR), 0);
		}
		ssize_t r = recv(cs, in + got, sizeof in - got, sent < sizeof out ? MSG_DONTWAIT : 0);
		if (r < 0) {
			CHECK(errno == EAGAIN || errno == EWOULDBLOCK);
			continue;
		}
		CHECK(r > 0);
		got += r;
	}
	for (size_t i = 0; i < sizeof in; i++)
		if ((char)~in[i] != out[i])
			CHECK_EQ(i, -1);
	char c;
	CHECK_EQ(recv(cs, &c, 1, 0), 0);
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_EQ(close(cs), 0);

	/* Nobody listens on that port any more. */
	cs = socket(family, SOCK_STREAM, 0);
	CHECK(cs >= 0);
	CHECK_ERR(connect(cs, (struct sockaddr *)&ss, family == AF_INET ? sizeof *sin : sizeof *sin6),
		  ECONNREFUSED);
	close(cs);
}

int main(void)
{
	int fd;

	/* (qemu-user answers an unknown type with ESOCKTNOSUPPORT) */
	if (!t_under_qemu())
		CHECK_ERR(socket(AF_INET, 12345, 0), EINVAL);
	CHECK_ERR(listen(-1, 1), EBADF);
	CHECK_ERR(accept(-1, NULL, NULL), EBADF);
	CHECK_ERR(send(-1, "x", 1, 0), EBADF);
	fd = open(".", O_RDONLY);
	CHECK(fd >= 0);
	/* Real buffers: Linux checks the descriptor first, qemu-user the
	   pointers, and a non-socket must give ENOTSOCK either way. */
	{
		struct sockaddr_in sa;
		socklen_t len = sizeof sa;
		CHECK_ERR(getsockname(fd, (struct sockaddr *)&sa, &len), ENOTSOCK);
	}
	close(fd);
	fd = socket(AF_INET, SOCK_STREAM, 0);
	CHECK(fd >= 0);
	CHECK_ERR(send(fd, "x", 1, MSG_NOSIGNAL), EPIPE);
	CHECK_ERR(getpeername(fd, (struct sockaddr *)&(struct sockaddr_in){0},
			      &(socklen_t){sizeof(struct sockaddr_in)}), ENOTCONN);
	close(fd);

	echo_test(AF_INET);

	fd = socket(AF_INET6, SOCK_STREAM, 0);
	if (fd < 0)
		t_skip("no IPv6 sockets: IPv4 checks passed, the ::1 part not run");
	/* ::1 may be missing even with IPv6 sockets (disabled on lo). */
	struct sockaddr_in6 s6 = { .sin6_family = AF_INET6, .sin6_addr = IN6ADDR_LOOPBACK_INIT };
	if (bind(fd, (struct sockaddr *)&s6, sizeof s6) != 0) {
		close(fd);
		t_skip("no ::1 address: IPv4 checks passed, the ::1 part not run");
	}
	close(fd);
	echo_test(AF_INET6);
	return 0;
}
