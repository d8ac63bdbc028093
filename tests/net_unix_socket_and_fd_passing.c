/* AF_UNIX: a SOCK_STREAM server on a path with a client process, a
   SOCK_SEQPACKET pair that keeps message boundaries, and SCM_RIGHTS over a
   socketpair passing a pipe's write end to another process, which writes
   through it; CMSG_* walk the control buffer; sendmsg/recvmsg with several
   iovecs; SO_PEERCRED; sendmmsg/recvmmsg. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include "check.h"

static void stream_on_path(void)
{
	struct sockaddr_un sa;
	int ls, cs, c, st;
	pid_t pid;
	char buf[64];
	socklen_t len;

	memset(&sa, 0, sizeof sa);
	sa.sun_family = AF_UNIX;
	strcpy(sa.sun_path, "sock");
	ls = socket(AF_UNIX, SOCK_STREAM, 0);
	CHECK(ls >= 0);
	CHECK_EQ(bind(ls, (struct sockaddr *)&sa, sizeof sa), 0);
	CHECK_ERR(bind(socket(AF_UNIX, SOCK_STREAM, 0), (struct sockaddr *)&sa, sizeof sa), EADDRINUSE);
	CHECK_EQ(listen(ls, 1), 0);

	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		close(ls);
		cs = socket(AF_UNIX, SOCK_STREAM, 0);
		CHECK(cs >= 0);
		CHECK_EQ(connect(cs, (struct sockaddr *)&sa, sizeof sa), 0);
		CHECK_EQ(send(cs, "hello over a path", 17, 0), 17);
		CHECK_EQ(recv(cs, buf, 3, MSG_WAITALL), 3);
		CHECK(memcmp(buf, "bye", 3) == 0);
		_exit(0);
	}
	memset(&sa, 0, sizeof sa);
	len = sizeof sa;
	c = accept(ls, (struct sockaddr *)&sa, &len);
	CHECK(c >= 0);
	CHECK_EQ(sa.sun_family, AF_UNIX);

	struct ucred cr;
	len = sizeof cr;
	CHECK_EQ(getsockopt(c, SOL_SOCKET, SO_PEERCRED, &cr, &len), 0);
	CHECK_EQ(len, sizeof cr);
	CHECK_EQ(cr.pid, pid);
	CHECK_EQ(cr.uid, getuid());

	CHECK_EQ(recv(c, buf, 17, MSG_WAITALL), 17);
	CHECK(memcmp(buf, "hello over a path", 17) == 0);
	CHECK_EQ(send(c, "bye", 3, 0), 3);
	CHECK_EQ(recv(c, buf, sizeof buf, 0), 0);
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	close(c);
	close(ls);

	len = sizeof sa;
	memset(&sa, 0, sizeof sa);
	ls = socket(AF_UNIX, SOCK_STREAM, 0);
	sa.sun_family = AF_UNIX;
	strcpy(sa.sun_path, "missing");
	CHECK_ERR(connect(ls, (struct sockaddr *)&sa, sizeof sa), ENOENT);
	close(ls);
}

static void seqpacket_pair(void)
{
	int sv[2];
	char buf[32];
	struct mmsghdr mm[3];
	struct iovec iov[3];
	char r0[8], r1[8], r2[8];

	CHECK_EQ(socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv), 0);
	CHECK_EQ(fcntl(sv[0], F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	CHECK_EQ(send(sv[0], "one", 3, 0), 3);
	CHECK_EQ(send(sv[0], "second", 6, 0), 6);
	/* Each receive gets one record; a short buffer truncates it. */
	CHECK_EQ(recv(sv[1], buf, sizeof buf, 0), 3);
	CHECK(memcmp(buf, "one", 3) == 0);
	CHECK_EQ(recv(sv[1], buf, 2, 0), 2);
	CHECK(memcmp(buf, "se", 2) == 0);
	CHECK_EQ(recv(sv[1], buf, sizeof buf, MSG_DONTWAIT), -1);
	CHECK(errno == EAGAIN);

	/* sendmmsg/recvmmsg: three records each way. */
	static char *words[3] = { "a", "bb", "ccc" };
	struct iovec siov[3];
	memset(mm, 0, sizeof mm);
	for (int i = 0; i < 3; i++) {
		siov[i].iov_base = words[i];
		siov[i].iov_len = strlen(words[i]);
		mm[i].msg_hdr.msg_iov = &siov[i];
		mm[i].msg_hdr.msg_iovlen = 1;
	}
	CHECK_EQ(sendmmsg(sv[0], mm, 3, 0), 3);
	CHECK_EQ(mm[2].msg_len, 3);
	memset(mm, 0, sizeof mm);
	iov[0].iov_base = r0; iov[0].iov_len = sizeof r0;
	iov[1].iov_base = r1; iov[1].iov_len = sizeof r1;
	iov[2].iov_base = r2; iov[2].iov_len = sizeof r2;
	for (int i = 0; i < 3; i++) {
		mm[i].msg_hdr.msg_iov = &iov[i];
		mm[i].msg_hdr.msg_iovlen = 1;
	}
	CHECK_EQ(recvmmsg(sv[1], mm, 3, 0, NULL), 3);
	CHECK_EQ(mm[0].msg_len, 1);
	CHECK_EQ(mm[1].msg_len, 2);
	CHECK_EQ(mm[2].msg_len, 3);
	CHECK(memcmp(r2, "ccc", 3) == 0);

	CHECK_EQ(shutdown(sv[0], SHUT_WR), 0);
	CHECK_EQ(recv(sv[1], buf, sizeof buf, 0), 0);
	close(sv[0]);
	close(sv[1]);
}

static void pass_fd(void)
{
	int sv[2], p[2], st;
	pid_t pid;
	char buf[64];

	CHECK_EQ(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
	CHECK_EQ(pipe(p), 0);

	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		/* The child has neither end of the pipe: it gets the write end
		   through the socket. */
		close(p[0]);
		close(p[1]);
		close(sv[0]);
		union { struct cmsghdr h; char b[CMSG_SPACE(2 * sizeof(int))]; } ctl;
		char a[4], b[8];
		struct iovec iov[2] = { { a, sizeof a }, { b, sizeof b } };
		struct msghdr m;
		memset(&m, 0, sizeof m);
		memset(&ctl, 0, sizeof ctl);
		m.msg_iov = iov;
		m.msg_iovlen = 2;
		m.msg_control = &ctl;
		m.msg_controllen = sizeof ctl;
		CHECK_EQ(recvmsg(sv[1], &m, MSG_CMSG_CLOEXEC), 12);
		CHECK(memcmp(a, "fds:", 4) == 0 && memcmp(b, "two fds!", 8) == 0);
		CHECK_EQ(m.msg_flags & MSG_CTRUNC, 0);
		struct cmsghdr *c = CMSG_FIRSTHDR(&m);
		CHECK(c != NULL);
		CHECK_EQ(c->cmsg_level, SOL_SOCKET);
		CHECK_EQ(c->cmsg_type, SCM_RIGHTS);
		CHECK_EQ(c->cmsg_len, CMSG_LEN(2 * sizeof(int)));
		CHECK(CMSG_NXTHDR(&m, c) == NULL);
		int fds[2];
		memcpy(fds, CMSG_DATA(c), sizeof fds);
		CHECK(fds[0] >= 0 && fds[1] >= 0 && fds[0] != fds[1]);
		CHECK_EQ(fcntl(fds[0], F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
		CHECK_EQ(write(fds[0], "through the passed fd", 21), 21);
		CHECK_EQ(write(fds[1], "!", 1), 1);
		_exit(0);
	}
	close(sv[1]);

	union { struct cmsghdr h; char b[CMSG_SPACE(2 * sizeof(int))]; } ctl;
	struct iovec iov[2] = { { "fds:", 4 }, { "two fds!", 8 } };
	struct msghdr m;
	int fds[2] = { p[1], p[1] };
	memset(&m, 0, sizeof m);
	memset(&ctl, 0, sizeof ctl);
	m.msg_iov = iov;
	m.msg_iovlen = 2;
	m.msg_control = &ctl;
	m.msg_controllen = CMSG_SPACE(2 * sizeof(int));
	struct cmsghdr *c = CMSG_FIRSTHDR(&m);
	CHECK(c == &ctl.h);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_RIGHTS;
	c->cmsg_len = CMSG_LEN(sizeof fds);
	memcpy(CMSG_DATA(c), fds, sizeof fds);
	CHECK_EQ(sendmsg(sv[0], &m, 0), 12);
	close(p[1]);

	/* All writers gone after the child exits: read to EOF. */
	size_t got = 0;
	ssize_t n;
	while ((n = read(p[0], buf + got, sizeof buf - got)) > 0)
		got += n;
	CHECK_EQ(n, 0);
	CHECK_EQ(got, 22);
	CHECK(memcmp(buf, "through the passed fd!", 22) == 0);
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	close(p[0]);
	close(sv[0]);
}

static void cmsg_macros(void)
{
	/* Two headers in one buffer: NXTHDR finds the second, then stops. */
	union { struct cmsghdr h; char b[CMSG_SPACE(4) + CMSG_SPACE(8)]; } ctl;
	struct msghdr m;
	memset(&m, 0, sizeof m);
	memset(&ctl, 0, sizeof ctl);
	m.msg_control = &ctl;
	m.msg_controllen = sizeof ctl;
	CHECK_EQ(CMSG_LEN(0), sizeof(struct cmsghdr));
	CHECK_EQ(CMSG_SPACE(1), sizeof(struct cmsghdr) + sizeof(size_t));
	CHECK_EQ(CMSG_ALIGN(9), 16);
	struct cmsghdr *c = CMSG_FIRSTHDR(&m);
	c->cmsg_len = CMSG_LEN(4);
	struct cmsghdr *d = CMSG_NXTHDR(&m, c);
	CHECK(d != NULL);
	CHECK_EQ((char *)d - (char *)c, CMSG_SPACE(4));
	d->cmsg_len = CMSG_LEN(8);
	CHECK(CMSG_NXTHDR(&m, d) == NULL);
	c->cmsg_len = 3;
	CHECK(CMSG_NXTHDR(&m, c) == NULL);
	m.msg_controllen = sizeof(struct cmsghdr) - 1;
	CHECK(CMSG_FIRSTHDR(&m) == NULL);
}

int main(void)
{
	CHECK_EQ(sizeof(struct sockaddr_un), 110);
	CHECK_EQ(sizeof(struct sockaddr_storage), 128);
	CHECK_EQ(sizeof(struct msghdr), 56);
	CHECK_EQ(sizeof(struct cmsghdr), 16);
	stream_on_path();
	seqpacket_pair();
	pass_fd();
	cmsg_macros();
	return 0;
}
