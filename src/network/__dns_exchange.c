#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <string.h>
#include <time.h>
#include "resolv.h"
#include "syscall.h"

/* The descriptors an exchange holds: the only thing a thread cancelled in
   poll (the one cancellation point here) must give back. */
struct fds {
	int udp, tcp;
};

static void close_fds(void *p)
{
	struct fds *f = p;

	if (f->udp >= 0)
		__syscall(SYS_close, f->udp);
	if (f->tcp >= 0)
		__syscall(SYS_close, f->tcp);
	f->udp = f->tcp = -1;
}

static long now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000L + t.tv_nsec / 1000000;
}

/* Waits for events on fd until the deadline: 1 ready, 0 timed out. */
static int wait_fd(int fd, short events, long deadline)
{
	struct pollfd p = { fd, events, 0 };
	long left;

	for (;;) {
		left = deadline - now_ms();
		if (left <= 0)
			return 0;
		if (poll(&p, 1, left) > 0)
			return 1;
	}
}

/* A reply answers query q when the id, the response bit, the opcode and
   the question all match (the question compared ignoring case, since
   servers may echo it with case changed). */
static int answers(const unsigned char *r, int rlen, const unsigned char *q, int qlen)
{
	if (rlen < qlen || r[0] != q[0] || r[1] != q[1] || !(r[2] & 0x80) ||
	    (r[2] & 0x78) || r[4] != 0 || r[5] != 1)
		return 0;
	for (int i = 12; i < qlen; i++) {
		unsigned char a = r[i], b = q[i];
		if (a >= 'A' && a <= 'Z')
			a += 32;
		if (b >= 'A' && b <= 'Z')
			b += 32;
		if (a != b)
			return 0;
	}
	return 1;
}

static socklen_t addr_len(const struct sockaddr_in6 *a)
{
	return a->sin6_family == AF_INET ? sizeof(struct sockaddr_in) : sizeof *a;
}

/* ns has the socket's family (IPv4 servers were mapped for an IPv6
   socket), so the reply's source compares field by field. */
static int same_server(const struct sockaddr_in6 *ns, const struct sockaddr_in6 *from)
{
	if (ns->sin6_family == AF_INET) {
		const struct sockaddr_in *a = (const void *)ns, *b = (const void *)from;
		return b->sin_family == AF_INET && b->sin_port == a->sin_port &&
		       b->sin_addr.s_addr == a->sin_addr.s_addr;
	}
	return from->sin6_family == AF_INET6 && from->sin6_port == ns->sin6_port &&
	       !memcmp(&from->sin6_addr, &ns->sin6_addr, 16);
}

/* The query over TCP after a truncated UDP answer: length-prefixed
   messages (RFC 1035 4.2.2).  The answer's length, or 0. */
static int over_tcp(struct fds *f, const struct sockaddr_in6 *ns, const unsigned char *q,
		    int qlen, unsigned char *ans, long deadline)
{
	unsigned char out[2 + 512], len2[2];
	long r;
	int got = 0, want = -1, sent = 0;

	f->tcp = __syscall(SYS_socket, ns->sin6_family,
			   SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
	if (f->tcp < 0) {
		f->tcp = -1;
		return 0;
	}
	r = __syscall(SYS_connect, f->tcp, ns, addr_len(ns));
	if (r < 0 && r != -EINPROGRESS)
		goto fail;
	out[0] = qlen >> 8;
	out[1] = qlen;
	memcpy(out + 2, q, qlen);
	while (sent < qlen + 2) {
		if (!wait_fd(f->tcp, POLLOUT, deadline))
			goto fail;
		r = __syscall(SYS_sendto, f->tcp, out + sent, qlen + 2 - sent,
			      MSG_NOSIGNAL, 0, 0);
		if (r < 0 && r != -EAGAIN && r != -EINTR)
			goto fail;
		if (r > 0)
			sent += r;
	}
	/* The length word, then the message; an answer over our buffer is
	   refused rather than cut. */
	while (want < 0 || got < want) {
		unsigned char *dst = want < 0 ? len2 + got : ans + got;
		int room = want < 0 ? 2 - got : want - got;
		if (!wait_fd(f->tcp, POLLIN, deadline))
			goto fail;
		r = __syscall(SYS_recvfrom, f->tcp, dst, room, 0, 0, 0);
		if (r == -EAGAIN || r == -EINTR)
			continue;
		if (r <= 0)
			goto fail;
		got += r;
		if (want < 0 && got == 2) {
			want = len2[0] << 8 | len2[1];
			got = 0;
			if (want > __RES_MSGLEN || want < qlen)
				goto fail;
		}
	}
	__syscall(SYS_close, f->tcp);
	f->tcp = -1;
	return answers(ans, want, q, qlen) ? want : 0;
fail:
	__syscall(SYS_close, f->tcp);
	f->tcp = -1;
	return 0;
}

static unsigned random16(unsigned i)
{
	unsigned short v;
	struct timespec t;

	if (__syscall(SYS_getrandom, &v, sizeof v, 1 /* GRND_NONBLOCK */) == sizeof v)
		return v;
	clock_gettime(CLOCK_REALTIME, &t);
	return (t.tv_nsec ^ (t.tv_nsec >> 16) ^ (unsigned long)&t ^ i * 0x9e37) & 0xffff;
}

hidden int __dns_exchange(const struct __res_conf *c, const char *name,
			  const int *types, int ntypes,
			  unsigned char ans[][__RES_MSGLEN], int *alen)
{
	unsigned char q[2][300];
	const unsigned char *qp[2];
	int qlen[2], i;

	for (i = 0; i < ntypes; i++) {
		qlen[i] = __dns_query(q[i], name, types[i], random16(i));
		if (qlen[i] < 0)
			return -EINVAL;
		qp[i] = q[i];
	}
	return __dns_send(c, qp, qlen, ntypes, ans, alen);
}

hidden int __dns_send(const struct __res_conf *c, const unsigned char *const *q,
		      const int *qlen, int ntypes,
		      unsigned char ans[][__RES_MSGLEN], int *alen)
{
	unsigned char buf[__RES_MSGLEN];
	struct sockaddr_in6 ns[3], from;
	int poor[2] = { 0, 0 }, waiting[2], family = AF_INET;
	int i, k, attempt, first = 0, done = 0, nosock = 0;
	struct fds f = { -1, -1 };

	for (i = 0; i < ntypes; i++) {
		alen[i] = 0;
		if (qlen[i] < 12 || qlen[i] > 512)
			return -EINVAL;
	}
	/* One socket for every server: IPv6 (with IPv4 servers mapped) when
	   any server is IPv6, IPv4 otherwise. */
	for (k = 0; k < c->nns; k++)
		if (c->ns[k].sin6_family == AF_INET6)
			family = AF_INET6;
	for (k = 0; k < c->nns; k++) {
		ns[k] = c->ns[k];
		if (family == AF_INET6 && ns[k].sin6_family == AF_INET) {
			struct sockaddr_in v4;
			memcpy(&v4, &c->ns[k], sizeof v4);
			memset(&ns[k], 0, sizeof ns[k]);
			ns[k].sin6_family = AF_INET6;
			ns[k].sin6_port = v4.sin_port;
			ns[k].sin6_addr.s6_addr[10] = ns[k].sin6_addr.s6_addr[11] = 0xff;
			memcpy(&ns[k].sin6_addr.s6_addr[12], &v4.sin_addr, 4);
		}
	}
	if (c->rotate && c->nns > 1)
		first = random16(7) % c->nns;

	pthread_cleanup_push(close_fds, &f);
	f.udp = __syscall(SYS_socket, family, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
	if (f.udp < 0) {
		nosock = f.udp;
		f.udp = -1;
	} else {
		if (family == AF_INET6) {
			int off = 0;
			__syscall(SYS_setsockopt, f.udp, IPPROTO_IPV6, IPV6_V6ONLY, &off, sizeof off);
		}
		/* Each attempt asks the servers in turn, each for its timeout:
		   the same schedule as glibc's, so a configuration means the
		   same wait under both. */
		for (attempt = 0; attempt < c->attempts && !done; attempt++) {
			for (k = 0; k < c->nns && !done; k++) {
				const struct sockaddr_in6 *s = &ns[(first + k) % c->nns];
				long deadline = now_ms() + c->timeout * 1000L;
				int left = 0;
				for (i = 0; i < ntypes; i++) {
					waiting[i] = !alen[i] || poor[i];
					if (waiting[i] &&
					    __syscall(SYS_sendto, f.udp, q[i], qlen[i], MSG_NOSIGNAL,
						      s, addr_len(s)) >= 0)
						left++;
					else
						waiting[i] = 0;
				}
				while (left && wait_fd(f.udp, POLLIN, deadline)) {
					socklen_t fl = sizeof from;
					long r = __syscall(SYS_recvfrom, f.udp, buf, sizeof buf,
							   MSG_DONTWAIT, &from, &fl);
					if (r < 12 || !same_server(s, &from))
						continue;
					for (i = 0; i < ntypes; i++)
						if (waiting[i] && answers(buf, r, q[i], qlen[i]))
							break;
					if (i == ntypes)
						continue;
					waiting[i] = 0;
					left--;
					if (buf[2] & 0x02) {
						/* Truncated: the whole answer over TCP, on the
						   time left. */
						r = over_tcp(&f, s, q[i], qlen[i], ans[i], deadline);
						if (!r)
							continue;
						alen[i] = r;
						poor[i] = 0;
						continue;
					}
					memcpy(ans[i], buf, r);
					alen[i] = r;
					/* SERVFAIL, NOTIMP, REFUSED: the next server may
					   do better; keep this one's answer meanwhile. */
					poor[i] = (buf[3] & 15) == 2 || (buf[3] & 15) == 4 ||
						  (buf[3] & 15) == 5;
				}
				done = 1;
				for (i = 0; i < ntypes; i++)
					if (!alen[i] || (poor[i] && k + 1 < c->nns))
						done = 0;
			}
		}
	}
	pthread_cleanup_pop(1);
	if (nosock)
		return nosock;
	/* One answer of two is worth giving (the other type then has none). */
	for (i = 0; i < ntypes; i++)
		if (alen[i])
			return 0;
	return -ETIMEDOUT;
}
