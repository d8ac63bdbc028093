#include <net/if.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include "passwd_impl.h"
#include "resolv.h"
#include "syscall.h"

/* AI_ADDRCONFIG: which families have an address other than loopback
   (glibc's rule: 127.0.0.1 and ::1 do not count, link-local ones do).
   Not inlined: its 9 KiB of buffers must not stay on the stack during
   the DNS wait. */
static __attribute__((noinline)) void configured(int *v4, int *v6)
{
	struct ifreq req[32];
	struct ifconf conf = { .ifc_len = sizeof req, .ifc_req = req };
	struct __lines f;
	char *line;
	long fd;
	int err = 0;

	*v4 = *v6 = 0;
	fd = __syscall(SYS_socket, AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd >= 0) {
		if (!__syscall(SYS_ioctl, fd, SIOCGIFCONF, &conf))
			for (unsigned i = 0; i < conf.ifc_len / sizeof *req; i++) {
				struct sockaddr_in *a = (void *)&req[i].ifr_addr;
				if (a->sin_family == AF_INET && a->sin_addr.s_addr != htonl(0x7f000001))
					*v4 = 1;
			}
		__syscall(SYS_close, fd);
	}
	if (!__lines_open(&f, "/proc/net/if_inet6")) {
		while ((line = __lines_next(&f, &err)))
			if (strncmp(line, "00000000000000000000000000000001", 32))
				*v6 = 1;
		__lines_close(&f);
	}
}

static void set_sockaddr(struct addrinfo *ai, const struct __res_addr *a, unsigned port)
{
	if (a->family == AF_INET) {
		struct sockaddr_in *s = (void *)ai->ai_addr;
		s->sin_family = AF_INET;
		s->sin_port = htons(port);
		memcpy(&s->sin_addr, a->addr, 4);
		ai->ai_addrlen = sizeof *s;
	} else {
		struct sockaddr_in6 *s = (void *)ai->ai_addr;
		s->sin6_family = AF_INET6;
		s->sin6_port = htons(port);
		memcpy(&s->sin6_addr, a->addr, 16);
		s->sin6_scope_id = a->scope;
		ai->ai_addrlen = sizeof *s;
	}
	ai->ai_family = a->family;
}

/* Each node is one allocation with its address; the canonical name is
   another, on the first node, as glibc has them: programs that splice
   lists and free nodes one by one stay correct. */
int getaddrinfo(const char *restrict node, const char *restrict service,
		const struct addrinfo *restrict hints, struct addrinfo **restrict res)
{
	struct __res_addr addr[__RES_MAXADDR];
	struct __res_serv serv[3];
	char canon[__RES_NAMELEN];
	int flags = 0, family = AF_UNSPEC, socktype = 0, proto = 0, ask, n, ns, i, j, k;
	struct addrinfo *head = 0, **tail = &head;

	if (hints) {
		flags = hints->ai_flags;
		family = hints->ai_family;
		socktype = hints->ai_socktype;
		proto = hints->ai_protocol;
	}
	if (flags & ~0x7ff)
		return EAI_BADFLAGS;
	if ((flags & AI_CANONNAME) && !node)
		return EAI_BADFLAGS;
	if (family != AF_UNSPEC && family != AF_INET && family != AF_INET6)
		return EAI_FAMILY;
	if (!node && !service)
		return EAI_NONAME;
	ns = __res_service(service, socktype, proto, flags, serv);
	if (ns < 0)
		return ns;

	canon[0] = 0;
	if (!node) {
		/* The wildcard or the loopback address: IPv4 first when
		   passive, IPv6 first otherwise, as glibc. */
		n = 0;
		for (i = 0; i < 2; i++) {
			int f = (i == 0) == !!(flags & AI_PASSIVE) ? AF_INET : AF_INET6;
			if (family != AF_UNSPEC && family != f)
				continue;
			memset(&addr[n], 0, sizeof addr[n]);
			addr[n].family = f;
			if (!(flags & AI_PASSIVE)) {
				if (f == AF_INET)
					memcpy(addr[n].addr, "\177\0\0\1", 4);
				else
					addr[n].addr[15] = 1;
			}
			n++;
		}
	} else {
		int v4 = 1, v6 = 1, mapped = family == AF_INET6 && (flags & AI_V4MAPPED);
		struct __res_addr probe;
		ask = mapped ? AF_UNSPEC : family;
		if ((flags & AI_ADDRCONFIG) && !__res_numeric(node, &probe)) {
			configured(&v4, &v6);
			/* No address of either family: a machine with only
			   loopback, where refusing every name helps no one. */
			if (ask == AF_UNSPEC && (v4 || v6))
				ask = v4 && !v6 ? AF_INET : v6 && !v4 ? AF_INET6 : AF_UNSPEC;
		}
		n = __res_lookup(node, ask, flags, addr, canon, 0);
		/* An unusable answer is "no such name" here, as glibc's. */
		if (n == EAI_FAIL)
			return EAI_NONAME;
		if (n < 0)
			return n;
		if (mapped) {
			/* IPv6 answers if any (all of them with AI_ALL), then the
			   IPv4 ones as ::ffff:a.b.c.d. */
			int have6 = 0;
			for (i = 0; i < n; i++)
				have6 |= addr[i].family == AF_INET6;
			for (i = j = 0; i < n; i++) {
				struct __res_addr a = addr[i];
				if (a.family == AF_INET) {
					if (have6 && !(flags & AI_ALL))
						continue;
					memcpy(a.addr + 12, addr[i].addr, 4);
					memset(a.addr, 0, 10);
					a.addr[10] = a.addr[11] = 0xff;
					a.family = AF_INET6;
				}
				addr[j++] = a;
			}
			n = j;
		}
		__res_sort(addr, n);
	}

	for (i = 0; i < n; i++) {
		for (k = 0; k < ns; k++) {
			struct addrinfo *ai = calloc(1, sizeof *ai + sizeof(struct sockaddr_in6));
			if (!ai)
				goto nomem;
			ai->ai_addr = (struct sockaddr *)(ai + 1);
			set_sockaddr(ai, &addr[i], serv[k].port);
			ai->ai_flags = flags;
			ai->ai_socktype = serv[k].socktype;
			ai->ai_protocol = serv[k].proto;
			*tail = ai;
			tail = &ai->ai_next;
		}
	}
	if (head && (flags & AI_CANONNAME)) {
		head->ai_canonname = strdup(canon[0] ? canon : node);
		if (!head->ai_canonname)
			goto nomem;
	}
	*res = head;
	return 0;
nomem:
	freeaddrinfo(head);
	return EAI_MEMORY;
}
