#include <string.h>
#include "resolv.h"

/* The servers, timeouts and search list as s has them now: a program
   may have changed them after res_init (nslookup picks its server so). */
hidden void __res_state_conf(const struct __res_state *s, struct __res_conf *c)
{
	int i, n = 0;
	size_t used = 0, l;

	memset(c, 0, sizeof *c);
	for (i = 0; i < s->nscount && i < MAXNS; i++) {
		const struct sockaddr_in6 *v6 = s->_u._ext.nsaddrs[i];
		if (v6 && v6->sin6_family == AF_INET6)
			c->ns[n++] = *v6;
		else if (s->nsaddr_list[i].sin_family == AF_INET)
			memcpy(&c->ns[n++], &s->nsaddr_list[i], sizeof s->nsaddr_list[i]);
	}
	c->nns = n;
	c->ndots = s->ndots;
	c->timeout = s->retrans < 1 ? 1 : s->retrans > RES_MAXRETRANS ? RES_MAXRETRANS : s->retrans;
	c->attempts = s->retry < 1 ? 1 : s->retry > RES_MAXRETRY ? RES_MAXRETRY : s->retry;
	c->rotate = !!(s->options & RES_ROTATE);
	for (i = 0; i < MAXDNSRCH && s->dnsrch[i]; i++) {
		l = strlen(s->dnsrch[i]);
		if (used + l + 2 > sizeof c->search)
			break;
		if (used)
			c->search[used++] = ' ';
		memcpy(c->search + used, s->dnsrch[i], l + 1);
		used += l;
	}
}
