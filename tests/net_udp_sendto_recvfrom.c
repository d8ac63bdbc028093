/* UDP on 127.0.0.1: datagrams keep their boundaries, recvfrom reports the
   sender's address and port, MSG_PEEK leaves the datagram queued,
   MSG_TRUNC gives the real length, connect() filters and lets send/recv
   work without addresses, SO_RCVTIMEO makes recv time out with EAGAIN. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>
#include "check.h"

static int bound(struct sockaddr_in *sa)
{
	socklen_t len = sizeof *sa;
	int fd = socket(AF_INET, SOCK_DGRAM, 0);
	CHECK(fd >= 0);
	memset(sa, 0, sizeof *sa);
	sa->sin_family = AF_INET;
	sa->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	CHECK_EQ(bind(fd, (struct sockaddr *)sa, sizeof *sa), 0);
	CHECK_EQ(getsockname(fd, (struct sockaddr *)sa, &len), 0);
	CHECK_EQ(len, sizeof *sa);
	CHECK(sa->sin_port != 0);
	return fd;
}

int main(void)
{
	struct sockaddr_in a, b, from;
	socklen_t len;
	char buf[64];
	int fa = bound(&a), fb = bound(&b), v;

	CHECK_EQ(sendto(fa, "first", 5, 0, (struct sockaddr *)&b, sizeof b), 5);
	CHECK_EQ(sendto(fa, "second!", 7, 0, (struct sockaddr *)&b, sizeof b), 7);
	CHECK_EQ(sendto(fa, "", 0, 0, (struct sockaddr *)&b, sizeof b), 0);

	CHECK_EQ(recv(fb, buf, sizeof buf, MSG_PEEK), 5);
	memset(&from, 0, sizeof from);
	len = sizeof from;
	CHECK_EQ(recvfrom(fb, buf, sizeof buf, 0, (struct sockaddr *)&from, &len), 5);
	CHECK(memcmp(buf, "first", 5) == 0);
	CHECK_EQ(len, sizeof from);
	CHECK_EQ(from.sin_family, AF_INET);
	CHECK_EQ(from.sin_port, a.sin_port);
	CHECK_EQ(from.sin_addr.s_addr, htonl(INADDR_LOOPBACK));
	/* A short buffer truncates; MSG_TRUNC reports the datagram's size. */
	CHECK_EQ(recv(fb, buf, 3, MSG_TRUNC), 7);
	CHECK(memcmp(buf, "sec", 3) == 0);
	CHECK_EQ(recv(fb, buf, sizeof buf, 0), 0);
	CHECK_ERR(recv(fb, buf, sizeof buf, MSG_DONTWAIT), EAGAIN);

	/* Connected: only the peer's datagrams arrive. */
	CHECK_EQ(connect(fb, (struct sockaddr *)&a, sizeof a), 0);
	int fc;
	struct sockaddr_in c;
	fc = bound(&c);
	CHECK_EQ(sendto(fc, "stranger", 8, 0, (struct sockaddr *)&b, sizeof b), 8);
	CHECK_EQ(send(fb, "to a", 4, 0), 4);
	CHECK_EQ(recv(fa, buf, sizeof buf, 0), 4);
	CHECK_EQ(sendto(fa, "from a", 6, 0, (struct sockaddr *)&b, sizeof b), 6);
	CHECK_EQ(recv(fb, buf, sizeof buf, 0), 6);
	CHECK(memcmp(buf, "from a", 6) == 0);

	struct timeval tv = { 0, 100000 };
	CHECK_EQ(setsockopt(fb, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv), 0);
	memset(&tv, 0, sizeof tv);
	len = sizeof tv;
	CHECK_EQ(getsockopt(fb, SOL_SOCKET, SO_RCVTIMEO, &tv, &len), 0);
	CHECK(tv.tv_sec == 0 && tv.tv_usec >= 90000 && tv.tv_usec <= 110000);
	CHECK_ERR(recv(fb, buf, sizeof buf, 0), EAGAIN);

	v = 0;
	len = sizeof v;
	CHECK_EQ(getsockopt(fa, SOL_SOCKET, SO_TYPE, &v, &len), 0);
	CHECK_EQ(v, SOCK_DGRAM);
	len = sizeof v;
	CHECK_EQ(getsockopt(fa, SOL_SOCKET, SO_PROTOCOL, &v, &len), 0);
	CHECK_EQ(v, IPPROTO_UDP);
	len = sizeof v;
	CHECK_EQ(getsockopt(fa, SOL_SOCKET, SO_DOMAIN, &v, &len), 0);
	CHECK_EQ(v, AF_INET);
	CHECK_ERR(getsockopt(fa, SOL_SOCKET, 9999, &v, &len), ENOPROTOOPT);
	close(fa);
	close(fb);
	close(fc);
	return 0;
}
