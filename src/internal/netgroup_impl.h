/* Netgroups from /etc/netgroup: a group expanded, nested groups
   included, into a list of (host, user, domain) triples. */
#ifndef _WEFT_NETGROUP_IMPL_H
#define _WEFT_NETGROUP_IMPL_H

#include "libc.h"

/* One triple; a null field (empty in the file) matches anything. */
struct __ngr_triple {
	char *f[3];
};

struct __ngr_list {
	struct __ngr_triple *t;
	int n, cap;
};

/* The triples of group, appended to l: 1 when the group exists, 0 when
   not (or the file is missing), -1 when out of memory. */
hidden int __ngr_expand(const char *group, struct __ngr_list *l);
hidden void __ngr_free(struct __ngr_list *l);

/* setnetgrent's group and the position getnetgrent has reached. */
extern hidden struct __ngr_list __ngr_current;
extern hidden int __ngr_pos;

#endif
