#include <errno.h>
#include <net/if.h>
#include <stdlib.h>
#include <string.h>
#include "netlink.h"

struct names {
	struct if_nameindex *v;
	size_t n, cap;
};

static int each_link(void *ctx, struct __nlmsg *m)
{
	struct names *l = ctx;
	const struct __nl_link *k = __nl_data(m);
	const struct __nl_attr *a;

	if (m->type != RTM_NEWLINK_ || m->len < NL_ALIGN(sizeof *m) + sizeof *k)
		return 0;
	for (a = 0; (a = __nl_attr_next(m, sizeof *k, a));) {
		if (a->type != LINK_IFNAME)
			continue;
		size_t len = strnlen(__nl_attr_data(a), __nl_attr_len(a));
		char *name = malloc(len + 1);
		if (!name)
			return -1;
		memcpy(name, __nl_attr_data(a), len);
		name[len] = 0;
		/* Room for this one and the terminating entry. */
		if (l->n + 2 > l->cap) {
			size_t cap = l->cap ? 2 * l->cap : 16;
			struct if_nameindex *v = realloc(l->v, cap * sizeof *v);
			if (!v) {
				free(name);
				return -1;
			}
			l->v = v;
			l->cap = cap;
		}
		l->v[l->n].if_index = k->index;
		l->v[l->n].if_name = name;
		l->n++;
		break;
	}
	return 0;
}

/* Every interface's index and name, in the kernel's order (by index),
   ended by an entry with index 0 and a null name; null with errno on
   failure.  if_freenameindex frees it and the names. */
struct if_nameindex *if_nameindex(void)
{
	struct names l = { 0 };

	if (__netlink_dump(RTM_GETLINK_, each_link, &l) < 0 || (!l.v && !(l.v = malloc(sizeof *l.v)))) {
		int e = errno;
		for (size_t i = 0; i < l.n; i++)
			free(l.v[i].if_name);
		free(l.v);
		errno = e;
		return 0;
	}
	l.v[l.n].if_index = 0;
	l.v[l.n].if_name = 0;
	return l.v;
}
