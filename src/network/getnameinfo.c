#include <arpa/inet.h>
#include <net/if.h>
#include <string.h>
#include <sys/un.h>
#include <sys/utsname.h>
#include "resolv.h"

/* NI_NOFQDN: the part before the first dot, when the rest is our own
   domain (the host name's part after its first dot), as glibc. */
static void strip_local(char *name)
{
	struct utsname u;
	char *dot = strchr(name, '.'), *ours;

	if (!dot || uname(&u) || !(ours = strchr(u.nodename, '.')))
		return;
	if (!strcmp(dot + 1, ours + 1))
		*dot = 0;
}

/* Decimal, without printf: a program asking for names need not carry
   the whole formatting engine. */
static char *decimal(char *end, unsigned v)
{
	*--end = 0;
	do
		*--end = '0' + v % 10;
	while (v /= 10);
	return end;
}

static int put(char *dst, socklen_t size, const char *src)
{
	size_t l = strlen(src);

	if (l >= size)
		return EAI_OVERFLOW;
	memcpy(dst, src, l + 1);
	return 0;
}

int getnameinfo(const struct sockaddr *restrict sa, socklen_t salen,
		char *restrict host, socklen_t hostlen,
		char *restrict serv, socklen_t servlen, int flags)
{
	char name[__RES_NAMELEN + IF_NAMESIZE + 2], line[1024];
	const unsigned char *addr;
	unsigned port, scope = 0;
	int family, r;

	if (flags & ~(NI_NUMERICHOST | NI_NUMERICSERV | NI_NOFQDN | NI_NAMEREQD |
		      NI_DGRAM | NI_NUMERICSCOPE | 32 /* NI_IDN */))
		return EAI_BADFLAGS;
	if (!sa || salen < sizeof(sa_family_t))
		return EAI_FAMILY;
	family = sa->sa_family;
	if (family == AF_INET && salen >= sizeof(struct sockaddr_in)) {
		const struct sockaddr_in *s = (const void *)sa;
		addr = (const void *)&s->sin_addr;
		port = ntohs(s->sin_port);
	} else if (family == AF_INET6 && salen >= sizeof(struct sockaddr_in6)) {
		const struct sockaddr_in6 *s = (const void *)sa;
		addr = s->sin6_addr.s6_addr;
		port = ntohs(s->sin6_port);
		scope = s->sin6_scope_id;
	} else if (family == AF_UNIX) {
		/* The local host by name (a number means "localhost"), the
		   socket's path as the service, as glibc. */
		const struct sockaddr_un *s = (const void *)sa;
		struct utsname u;
		size_t l = salen - offsetof(struct sockaddr_un, sun_path);
		if (host && hostlen) {
			if ((flags & NI_NUMERICHOST) || uname(&u))
				r = put(host, hostlen, "localhost");
			else
				r = put(host, hostlen, u.nodename);
			if (r)
				return r;
		}
		if (serv && servlen) {
			if (l > sizeof s->sun_path)
				l = sizeof s->sun_path;
			l = strnlen(s->sun_path, l);
			if (l >= servlen)
				return EAI_OVERFLOW;
			memcpy(serv, s->sun_path, l);
			serv[l] = 0;
		}
		return 0;
	} else {
		return EAI_FAMILY;
	}

	if (host && hostlen) {
		r = 0;
		if (!(flags & NI_NUMERICHOST)) {
			/* A lookup that could not be made (no answer, no
			   descriptor) is an error even without NI_NAMEREQD,
			   as in glibc: the numeric form stands only for a
			   name known not to exist. */
			r = __res_reverse(family, addr, name);
			if (r < 0)
				return r;
			if (r == 1 && (flags & NI_NOFQDN))
				strip_local(name);
		}
		if (r != 1) {
			if (flags & NI_NAMEREQD)
				return EAI_NONAME;
			inet_ntop(family, addr, name, INET6_ADDRSTRLEN);
			if (scope) {
				/* Link-local scopes by interface name, others (and
				   unknown interfaces, or when asked) by number. */
				char ifname[IF_NAMESIZE], num[12];
				const char *id = ifname;
				size_t l = strlen(name);
				int linklocal = (addr[0] == 0xfe && (addr[1] & 0xc0) == 0x80) ||
						(addr[0] == 0xff && (addr[1] & 15) == 2);
				if (!linklocal || (flags & NI_NUMERICSCOPE) ||
				    !if_indextoname(scope, ifname))
					id = decimal(num + sizeof num, scope);
				name[l] = '%';
				strcpy(name + l + 1, id);
			}
		}
		if ((r = put(host, hostlen, name)))
			return r;
	}
	if (serv && servlen) {
		struct __serv_entry e;
		if (!(flags & NI_NUMERICSERV) &&
		    __serv_search(0, port, flags & NI_DGRAM ? "udp" : "tcp", line, sizeof line, &e))
			r = put(serv, servlen, e.name);
		else
			r = put(serv, servlen, decimal(line + 8, port));
		if (r)
			return r;
	}
	return 0;
}
