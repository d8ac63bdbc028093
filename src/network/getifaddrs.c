#include <errno.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>
#include "netlink.h"

/* A link-layer address as AF_PACKET's struct sockaddr_ll lays it out. */
struct sockaddr_ll_ {
	unsigned short family, protocol;
	int ifindex;
	unsigned short hatype;
	unsigned char pkttype, halen;
	unsigned char addr[8];
};

union any_addr {
	struct sockaddr sa;
	struct sockaddr_in in;
	struct sockaddr_in6 in6;
	struct sockaddr_ll_ ll;
};

/* One entry and everything it points to, in one block: freeifaddrs
   frees each block. */
struct entry {
	struct ifaddrs ifa;
	union any_addr addr, mask, other;
	int index;
	char name[IF_NAMESIZE];
	/* AF_PACKET entries: the kernel's struct rtnl_link_stats, which
	   ifa_data points to, as with glibc. */
	unsigned stats[];
};

struct list {
	struct entry *head, *tail;
	struct entry *links;    /* the first link entry; links come first */
	size_t nlinks;
};

static struct entry *add(struct list *l, size_t extra)
{
	struct entry *e = calloc(1, sizeof *e + extra);

	if (!e)
		return 0;
	e->ifa.ifa_name = e->name;
	if (l->tail)
		l->tail->ifa.ifa_next = &e->ifa;
	else
		l->head = e;
	l->tail = e;
	return e;
}

static const struct entry *link_of(const struct list *l, int index)
{
	const struct entry *e = l->links;

	for (size_t i = 0; i < l->nlinks; i++, e = (const struct entry *)e->ifa.ifa_next)
		if (e->index == index)
			return e;
	return 0;
}

static void copy_name(char *dst, const struct __nl_attr *a)
{
	size_t n = strnlen(__nl_attr_data(a), __nl_attr_len(a));

	if (n >= IF_NAMESIZE)
		n = IF_NAMESIZE - 1;
	memcpy(dst, __nl_attr_data(a), n);
	dst[n] = 0;
}

static void set_ll(union any_addr *u, int index, unsigned short hatype, const struct __nl_attr *a)
{
	size_t n = __nl_attr_len(a);

	if (n > sizeof u->ll.addr)
		n = sizeof u->ll.addr;
	u->ll.family = AF_PACKET;
	u->ll.ifindex = index;
	u->ll.hatype = hatype;
	u->ll.halen = n;
	memcpy(u->ll.addr, __nl_attr_data(a), n);
}

/* RTM_NEWLINK: one AF_PACKET entry per interface, its hardware address
   (if it has one) as ifa_addr. */
static int each_link(void *ctx, struct __nlmsg *m)
{
	struct list *l = ctx;
	const struct __nl_link *k = __nl_data(m);
	const struct __nl_attr *a, *stats = 0;
	struct entry *e;

	if (m->type != RTM_NEWLINK_ || m->len < NL_ALIGN(sizeof *m) + sizeof *k)
		return 0;
	for (a = 0; (a = __nl_attr_next(m, sizeof *k, a));)
		if (a->type == LINK_STATS)
			stats = a;
	if (!(e = add(l, stats ? __nl_attr_len(stats) : 0)))
		return -1;
	if (stats) {
		memcpy(e->stats, __nl_attr_data(stats), __nl_attr_len(stats));
		e->ifa.ifa_data = e->stats;
	}
	if (!l->links)
		l->links = e;
	l->nlinks++;
	e->index = k->index;
	e->ifa.ifa_flags = k->flags;
	for (a = 0; (a = __nl_attr_next(m, sizeof *k, a));) {
		if (a->type == LINK_IFNAME) {
			copy_name(e->name, a);
		} else if (a->type == LINK_ADDRESS) {
			set_ll(&e->addr, k->index, k->type, a);
			e->ifa.ifa_addr = &e->addr.sa;
		} else if (a->type == LINK_BROADCAST) {
			set_ll(&e->other, k->index, k->type, a);
			e->ifa.ifa_broadaddr = &e->other.sa;
		}
	}
	return 0;
}

/* An address of family f from attribute a into u; 0 if it does not fit. */
static int set_ip(union any_addr *u, int f, int index, const struct __nl_attr *a)
{
	if (f == AF_INET && __nl_attr_len(a) >= 4) {
		u->in.sin_family = AF_INET;
		memcpy(&u->in.sin_addr, __nl_attr_data(a), 4);
		return 1;
	}
	if (f == AF_INET6 && __nl_attr_len(a) >= 16) {
		const unsigned char *b = __nl_attr_data(a);
		u->in6.sin6_family = AF_INET6;
		memcpy(&u->in6.sin6_addr, b, 16);
		/* Link-local unicast and multicast need the interface. */
		if ((b[0] == 0xfe && (b[1] & 0xc0) == 0x80) || (b[0] == 0xff && (b[1] & 0x0f) == 2))
			u->in6.sin6_scope_id = index;
		return 1;
	}
	return 0;
}

/* A netmask of family f with the first bits set. */
static void set_mask(union any_addr *u, int f, unsigned bits)
{
	unsigned char *b;
	unsigned n;

	if (f == AF_INET) {
		u->in.sin_family = AF_INET;
		b = (unsigned char *)&u->in.sin_addr;
		n = 4;
	} else {
		u->in6.sin6_family = AF_INET6;
		b = (unsigned char *)&u->in6.sin6_addr;
		n = 16;
	}
	if (bits > n * 8)
		bits = n * 8;
	for (unsigned i = 0; i < bits / 8; i++)
		b[i] = 0xff;
	if (bits % 8)
		b[bits / 8] = 0xff << (8 - bits % 8);
}

/* RTM_NEWADDR: one entry per IPv4 or IPv6 address. */
static int each_addr(void *ctx, struct __nlmsg *m)
{
	struct list *l = ctx;
	const struct __nl_addr *k = __nl_data(m);
	const struct __nl_attr *a, *address = 0, *local = 0, *broad = 0, *label = 0;
	const struct entry *link;
	struct entry *e;

	if (m->type != RTM_NEWADDR_ || m->len < NL_ALIGN(sizeof *m) + sizeof *k)
		return 0;
	if (k->family != AF_INET && k->family != AF_INET6)
		return 0;
	for (a = 0; (a = __nl_attr_next(m, sizeof *k, a));) {
		if (a->type == ADDR_ADDRESS)
			address = a;
		else if (a->type == ADDR_LOCAL)
			local = a;
		else if (a->type == ADDR_BROADCAST)
			broad = a;
		else if (a->type == ADDR_LABEL)
			label = a;
	}
	if (!(e = add(l, 0)))
		return -1;
	e->index = k->index;
	if ((link = link_of(l, k->index))) {
		memcpy(e->name, link->name, sizeof e->name);
		e->ifa.ifa_flags = link->ifa.ifa_flags;
	}
	/* An IPv4 alias is named by its label ("eth0:1"). */
	if (label && k->family == AF_INET)
		copy_name(e->name, label);
	/* IFA_LOCAL is our end; IFA_ADDRESS is then the peer's on a
	   point-to-point link (the same as IFA_LOCAL elsewhere) and goes to
	   ifa_dstaddr, unless there is a broadcast address for that union
	   member, as glibc does (its flags say which member is meant). */
	if (!local)
		local = address;
	else if (address && !broad)
		broad = address;
	if (local && set_ip(&e->addr, k->family, k->index, local))
		e->ifa.ifa_addr = &e->addr.sa;
	if (broad && set_ip(&e->other, k->family, k->index, broad))
		e->ifa.ifa_broadaddr = &e->other.sa;
	set_mask(&e->mask, k->family, k->prefixlen);
	e->ifa.ifa_netmask = &e->mask.sa;
	return 0;
}

int getifaddrs(struct ifaddrs **ifap)
{
	struct list l = { 0 };

	if (__netlink_dump(RTM_GETLINK_, each_link, &l) < 0 ||
	    __netlink_dump(RTM_GETADDR_, each_addr, &l) < 0) {
		int e = errno;
		freeifaddrs(l.head ? &l.head->ifa : 0);
		errno = e;
		return -1;
	}
	*ifap = l.head ? &l.head->ifa : 0;
	return 0;
}
