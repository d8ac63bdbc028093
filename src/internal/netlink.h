/*
 * rtnetlink, the little of it getifaddrs and if_nameindex use: the
 * kernel's message and attribute headers (linux/netlink.h,
 * linux/rtnetlink.h, linux/if_link.h, linux/if_addr.h), under our own
 * names.
 */
#ifndef _WEFT_NETLINK_H
#define _WEFT_NETLINK_H

#include <stdint.h>
#include "libc.h"

#define NL_ROUTE        0       /* NETLINK_ROUTE */
#define NL_DONE         3       /* NLMSG_DONE */
#define NL_ERROR        2       /* NLMSG_ERROR */
#define NL_REQUEST      0x001   /* NLM_F_REQUEST */
#define NL_DUMP         0x300   /* NLM_F_ROOT | NLM_F_MATCH */
#define RTM_NEWLINK_    16
#define RTM_GETLINK_    18
#define RTM_NEWADDR_    20
#define RTM_GETADDR_    22

/* Link attributes (IFLA_*) and address attributes (IFA_*). */
#define LINK_ADDRESS    1
#define LINK_BROADCAST  2
#define LINK_IFNAME     3
#define LINK_STATS      7
#define ADDR_ADDRESS    1
#define ADDR_LOCAL      2
#define ADDR_LABEL      3
#define ADDR_BROADCAST  4

struct __nlmsg {
	uint32_t len;
	uint16_t type;
	uint16_t flags;
	uint32_t seq;
	uint32_t pid;
};

struct __nl_link {              /* struct ifinfomsg */
	unsigned char family, pad;
	uint16_t type;
	int index;
	unsigned flags, change;
};

struct __nl_addr {              /* struct ifaddrmsg */
	unsigned char family, prefixlen, flags, scope;
	uint32_t index;
};

struct __nl_attr {              /* struct rtattr */
	uint16_t len;
	uint16_t type;
};

#define NL_ALIGN(n) (((n) + 3) & ~(size_t)3)

/* The payload after a message header, and the attributes after a fixed
   part of hdr bytes: for each, *a (the first, or the next) or 0. */
static inline void *__nl_data(const struct __nlmsg *m)
{
	return (char *)m + NL_ALIGN(sizeof *m);
}

static inline struct __nl_attr *__nl_attr_next(const struct __nlmsg *m, size_t hdr,
					       const struct __nl_attr *a)
{
	const char *end = (const char *)m + m->len;
	const char *p = a ? (const char *)a + NL_ALIGN(a->len)
			  : (const char *)__nl_data(m) + NL_ALIGN(hdr);

	if (end - p < (long)sizeof *a)
		return 0;
	a = (const struct __nl_attr *)p;
	if (a->len < sizeof *a || a->len > end - p)
		return 0;
	return (struct __nl_attr *)a;
}

static inline void *__nl_attr_data(const struct __nl_attr *a)
{
	return (char *)a + NL_ALIGN(sizeof *a);
}

static inline size_t __nl_attr_len(const struct __nl_attr *a)
{
	return a->len - NL_ALIGN(sizeof *a);
}

/* Asks the kernel (rtnetlink) for a dump of type (RTM_GETLINK_,
   RTM_GETADDR_) of every family and calls each(ctx, message) for each
   message of the answer, in order, stopping early if it returns
   nonzero.  0 when the dump was read to its end, -1 with errno when the
   socket or the kernel failed or each() returned -1. */
hidden int __netlink_dump(int type, int (*each)(void *ctx, struct __nlmsg *m), void *ctx);

#endif
