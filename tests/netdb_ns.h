/*
 * Resolver tests in a private world: new user, mount and network
 * namespaces, so that the test's own /etc/resolv.conf, /etc/hosts and
 * /etc/nsswitch.conf are bind-mounted over the real ones, and a private
 * loopback where the test's DNS responder binds 127.0.0.1:53.  No query
 * leaves the machine.  Works against weft and glibc alike.
 *
 * ns_enter() skips (77) when the kernel refuses the namespaces.
 * dns_start() runs the responder (UDP and TCP) in a thread; its zone is
 * the dns_zone[] table the test defines.
 */
#ifndef NETDB_NS_H
#define NETDB_NS_H

#define _GNU_SOURCE
#include <arpa/inet.h>
#include <fcntl.h>
#include <net/if.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

/* mount(2) by number: <sys/mount.h> is not everywhere. */
#define NS_MS_BIND 4096
#define NS_MS_REC 16384
#define NS_MS_PRIVATE (1 << 18)
static int ns_mount(const char *src, const char *dst, unsigned long flags)
{
	return syscall(SYS_mount, src, dst, (char *)0, flags, (void *)0);
}

static void ns_write(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	CHECK(fd >= 0);
	CHECK_EQ(write(fd, text, strlen(text)), (long long)strlen(text));
	close(fd);
}

/* Binds a file with text over target (skipped when target does not
   exist: both libraries then use their defaults). */
static void ns_cover(const char *target, const char *text)
{
	char path[4096], cwd[3000];
	struct stat st;

	if (!text || stat(target, &st))
		return;
	CHECK(getcwd(cwd, sizeof cwd));
	snprintf(path, sizeof path, "%s/cover-%s", cwd, strrchr(target, '/') + 1);
	ns_write(path, text);
	CHECK_EQ(ns_mount(path, target, NS_MS_BIND), 0);
}

/* Makes the lowest free descriptor the limit, so that no open or
   socket succeeds; old gets the limit to put back. */
__attribute__((unused)) static void ns_use_up_descriptors(struct rlimit *old)
{
	struct rlimit low;
	int fd;

	CHECK_EQ(getrlimit(RLIMIT_NOFILE, old), 0);
	fd = dup(0);
	CHECK(fd >= 0);
	CHECK_EQ(close(fd), 0);
	low.rlim_cur = fd;
	low.rlim_max = old->rlim_max;
	CHECK_EQ(setrlimit(RLIMIT_NOFILE, &low), 0);
	CHECK_ERR(dup(0), EMFILE);
}

static void ns_enter(const char *resolv, const char *hosts, const char *nsswitch)
{
	char map[64];
	uid_t uid = geteuid();
	struct ifreq ifr;
	int s;

	if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWNET)) {
		if (uid != 0 || unshare(CLONE_NEWNS | CLONE_NEWNET)) {
			perror("unshare");
			t_skip("no user, mount or network namespaces here");
		}
	} else {
		snprintf(map, sizeof map, "0 %u 1\n", (unsigned)uid);
		int fd = open("/proc/self/uid_map", O_WRONLY | O_CLOEXEC);
		if (fd >= 0) {
			if (write(fd, map, strlen(map)) < 0) {
				/* Unmapped still has the namespace's capabilities. */
			}
			close(fd);
		}
	}
	/* Private first, so that the covers do not propagate out. */
	CHECK_EQ(ns_mount("none", "/", NS_MS_REC | NS_MS_PRIVATE), 0);
	ns_cover("/etc/resolv.conf", resolv);
	ns_cover("/etc/hosts", hosts);
	ns_cover("/etc/nsswitch.conf", nsswitch);

	s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	CHECK(s >= 0);
	memset(&ifr, 0, sizeof ifr);
	strcpy(ifr.ifr_name, "lo");
	CHECK_EQ(ioctl(s, SIOCGIFFLAGS, &ifr), 0);
	ifr.ifr_flags |= IFF_UP;
	CHECK_EQ(ioctl(s, SIOCSIFFLAGS, &ifr), 0);
	close(s);
}

/* One name of the zone.  Names are compared ignoring case. */
struct dns_rr {
	const char *name;
	const char *a[4];        /* dotted quads */
	const char *aaaa[4];
	const char *cname;       /* this name is an alias of cname */
	int tc;                  /* UDP answers are truncated: use TCP */
	int drop;                /* drop this many UDP queries first */
	int silent;              /* never answer */
	int nodata;              /* exists, no records */
	int servfail;
	int badptr;              /* the answer's owner name points at itself */
};
extern struct dns_rr dns_zone[];

/* What the responder saw, for the tests to check. */
static volatile int dns_udp_queries, dns_tcp_queries;
static pthread_mutex_t dns_log_lock = PTHREAD_MUTEX_INITIALIZER;
static char dns_log[64][256];     /* "name/type/udp|tcp" in arrival order */
static volatile int dns_nlog;

static struct dns_rr *dns_find(const char *name)
{
	for (struct dns_rr *r = dns_zone; r->name; r++)
		if (!strcasecmp(r->name, name))
			return r;
	return 0;
}

/* The question name at q+12 in dotted form; the bytes it occupies. */
static int dns_qname(const unsigned char *q, int len, char *out)
{
	int off = 12, n = 0;

	while (off < len && q[off]) {
		int l = q[off];
		if (l > 63 || off + 1 + l >= len)
			return -1;
		if (n)
			out[n++] = '.';
		memcpy(out + n, q + off + 1, l);
		n += l;
		off += 1 + l;
	}
	out[n] = 0;
	return off + 1 - 12;
}

static int dns_put_name(unsigned char *p, const char *name)
{
	int n = 0;

	while (*name) {
		const char *dot = strchr(name, '.');
		int l = dot ? dot - name : (int)strlen(name);
		p[n++] = l;
		memcpy(p + n, name, l);
		n += l;
		name += l + (dot != 0);
	}
	p[n++] = 0;
	return n;
}

/* The answer to query q (len bytes); its length, 0 to stay silent. */
static int dns_answer(const unsigned char *q, int len, unsigned char *r, int tcp)
{
	char name[256];
	int ql = dns_qname(q, len, name), type, off, an = 0, rcode = 0;
	struct dns_rr *rr;
	int owner = 12;   /* where the current owner name is: compression target */
	/* (A CNAME loop in the zone is sent as 20 links.) */

	if (ql < 0 || 12 + ql + 4 > len)
		return 0;
	type = q[12 + ql] << 8 | q[13 + ql];
	pthread_mutex_lock(&dns_log_lock);
	if (dns_nlog < 64)
		snprintf(dns_log[dns_nlog++], 256, "%s/%d/%s", name, type, tcp ? "tcp" : "udp");
	pthread_mutex_unlock(&dns_log_lock);
	rr = dns_find(name);
	if (rr && rr->silent)
		return 0;
	if (rr && !tcp && rr->drop > 0) {
		rr->drop--;
		return 0;
	}
	memcpy(r, q, 12 + ql + 4);
	off = 12 + ql + 4;
	r[2] = 0x84 | (q[2] & 1);  /* QR, AA, RD copied */
	r[3] = 0x80;               /* RA */
	if (rr && rr->tc && !tcp) {
		r[2] |= 0x02;
		r[6] = r[7] = 0;
		r[8] = r[9] = r[10] = r[11] = 0;
		return off;
	}
	/* A CNAME first, its target's records after it, each owned by a
	   pointer into the previous record: decompression gets exercised. */
	for (int hops = 0; rr && rr->cname && hops < 20; hops++) {
		int rdlen;
		r[off] = 0xc0 | owner >> 8;
		r[off + 1] = owner;
		r[off + 2] = 0; r[off + 3] = 5;     /* CNAME */
		r[off + 4] = 0; r[off + 5] = 1;
		r[off + 6] = 0; r[off + 7] = 0; r[off + 8] = 1; r[off + 9] = 0;
		rdlen = dns_put_name(r + off + 12, rr->cname);
		r[off + 10] = rdlen >> 8;
		r[off + 11] = rdlen;
		owner = off + 12;
		off += 12 + rdlen;
		an++;
		rr = dns_find(rr->cname);
	}
	if (!rr) {
		rcode = an ? 0 : 3;
	} else if (rr->servfail) {
		rcode = 2;
	} else if (!rr->nodata && (type == 1 || type == 28)) {
		const char *const *list = type == 1 ? rr->a : rr->aaaa;
		for (int i = 0; i < 4 && list[i]; i++) {
			int size = type == 1 ? 4 : 16;
			r[off] = 0xc0 | owner >> 8;
			r[off + 1] = owner;
			r[off + 2] = 0; r[off + 3] = type;
			r[off + 4] = 0; r[off + 5] = 1;
			r[off + 6] = 0; r[off + 7] = 0; r[off + 8] = 1; r[off + 9] = 0;
			r[off + 10] = 0; r[off + 11] = size;
			CHECK_EQ(inet_pton(type == 1 ? AF_INET : AF_INET6, list[i], r + off + 12), 1);
			if (rr->badptr) {
				r[off] = 0xc0 | off >> 8;
				r[off + 1] = off;
			}
			off += 12 + size;
			an++;
		}
	}
	r[3] |= rcode;
	r[6] = an >> 8;
	r[7] = an;
	r[8] = r[9] = r[10] = r[11] = 0;
	return off;
}

static int dns_udp_fd, dns_tcp_fd, dns_udp6_fd = -1;
static volatile int dns_udp6_queries;

static void *dns_serve(void *arg)
{
	unsigned char q[1024], r[4096];
	(void)arg;
	for (;;) {
		struct pollfd p[3] = { { dns_udp_fd, POLLIN, 0 }, { dns_tcp_fd, POLLIN, 0 },
				       { dns_udp6_fd, POLLIN, 0 } };
		if (poll(p, 3, -1) <= 0)
			continue;
		if (p[2].revents) {
			struct sockaddr_in6 from;
			socklen_t fl = sizeof from;
			ssize_t n = recvfrom(dns_udp6_fd, q, sizeof q, 0, (void *)&from, &fl);
			if (n >= 12) {
				int m;
				dns_udp6_queries++;
				m = dns_answer(q, n, r, 0);
				if (m)
					sendto(dns_udp6_fd, r, m, 0, (void *)&from, fl);
			}
		}
		if (p[0].revents) {
			struct sockaddr_storage from;
			socklen_t fl = sizeof from;
			ssize_t n = recvfrom(dns_udp_fd, q, sizeof q, 0, (void *)&from, &fl);
			if (n >= 12) {
				int m;
				dns_udp_queries++;
				m = dns_answer(q, n, r, 0);
				if (m)
					sendto(dns_udp_fd, r, m, 0, (void *)&from, fl);
			}
		}
		if (p[1].revents) {
			int c = accept4(dns_tcp_fd, 0, 0, SOCK_CLOEXEC);
			unsigned char l2[2];
			if (c < 0)
				continue;
			/* One query per connection is all a stub sends. */
			if (recv(c, l2, 2, MSG_WAITALL) == 2) {
				int ql = l2[0] << 8 | l2[1];
				if (ql <= (int)sizeof q && recv(c, q, ql, MSG_WAITALL) == ql) {
					int m;
					dns_tcp_queries++;
					m = dns_answer(q, ql, r + 2, 1);
					if (m) {
						r[0] = m >> 8;
						r[1] = m;
						send(c, r, m + 2, MSG_NOSIGNAL);
					}
				}
			}
			close(c);
		}
	}
	return 0;
}

__attribute__((unused)) static void dns_start(void)
{
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons(53) };
	int one = 1;
	pthread_t t;

	a.sin_addr.s_addr = htonl(0x7f000001);
	dns_udp_fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	dns_tcp_fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	CHECK(dns_udp_fd >= 0 && dns_tcp_fd >= 0);
	setsockopt(dns_tcp_fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	CHECK_EQ(bind(dns_udp_fd, (void *)&a, sizeof a), 0);
	CHECK_EQ(bind(dns_tcp_fd, (void *)&a, sizeof a), 0);
	CHECK_EQ(listen(dns_tcp_fd, 16), 0);
	/* [::1]:53 too, where the kernel has IPv6 (UDP only). */
	struct sockaddr_in6 a6 = { .sin6_family = AF_INET6, .sin6_port = htons(53) };
	a6.sin6_addr = in6addr_loopback;
	dns_udp6_fd = socket(AF_INET6, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (dns_udp6_fd >= 0 && bind(dns_udp6_fd, (void *)&a6, sizeof a6)) {
		close(dns_udp6_fd);
		dns_udp6_fd = -1;
	}
	CHECK_EQ(pthread_create(&t, 0, dns_serve, 0), 0);
	CHECK_EQ(pthread_detach(t), 0);
}

/* Whether the responder logged entry ("name/type/proto"). */
__attribute__((unused)) static int dns_saw(const char *entry)
{
	int hit = 0;
	pthread_mutex_lock(&dns_log_lock);
	for (int i = 0; i < dns_nlog; i++)
		hit |= !strcasecmp(dns_log[i], entry);
	pthread_mutex_unlock(&dns_log_lock);
	return hit;
}

/* The addresses of a getaddrinfo result as "a b c" (SOCK_STREAM asked). */
__attribute__((unused)) static int gai_text(const char *name, int family, int flags, char *out, size_t size)
{
	struct addrinfo h = { .ai_family = family, .ai_socktype = SOCK_STREAM, .ai_flags = flags };
	struct addrinfo *res, *p;
	int e = getaddrinfo(name, 0, &h, &res);
	size_t used = 0;

	out[0] = 0;
	if (e)
		return e;
	for (p = res; p; p = p->ai_next) {
		char b[INET6_ADDRSTRLEN];
		const void *a = p->ai_family == AF_INET
			? (const void *)&((struct sockaddr_in *)p->ai_addr)->sin_addr
			: (const void *)&((struct sockaddr_in6 *)p->ai_addr)->sin6_addr;
		inet_ntop(p->ai_family, a, b, sizeof b);
		used += snprintf(out + used, size - used, "%s%s", used ? " " : "", b);
	}
	if ((flags & AI_CANONNAME) && res->ai_canonname)
		snprintf(out + used, size - used, " (%s)", res->ai_canonname);
	freeaddrinfo(res);
	return 0;
}

#endif
