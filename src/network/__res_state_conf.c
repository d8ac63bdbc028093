#include <string.h>
#include "resolv.h"

/* The servers, timeouts and search list as _res has them now: a program
   may have changed them after res_init (nslookup picks its server so). */
hidden void __res_state_conf(struct __res_conf *c)
{
	int i, n = 0;
	size_t used = 0, l;

	if (!(_res.options & RES_INIT))
		res_init();
	memset(c, 0, sizeof *c);
	for (i = 0; i < _res.nscount && i < MAXNS; i++) {
		const struct sockaddr_in6 *v6 = _res._u._ext.nsaddrs[i];
		if (v6 && v6->sin6_family == AF_INET6)
			c->ns[n++] = *v6;
		else if (_res.nsaddr_list[i].sin_family == AF_INET)
			memcpy(&c->ns[n++], &_res.nsaddr_list[i], sizeof _res.nsaddr_list[i]);
	}
	c->nns = n;
	c->ndots = _res.ndots;
	c->timeout = _res.retrans < 1 ? 1 : _res.retrans > RES_MAXRETRANS ? RES_MAXRETRANS : _res.retrans;
	c->attempts = _res.retry < 1 ? 1 : _res.retry > RES_MAXRETRY ? RES_MAXRETRY : _res.retry;
	c->rotate = !!(_res.options & RES_ROTATE);
	for (i = 0; i < MAXDNSRCH && _res.dnsrch[i]; i++) {
		l = strlen(_res.dnsrch[i]);
		if (used + l + 2 > sizeof c->search)
			break;
		if (used)
			c->search[used++] = ' ';
		memcpy(c->search + used, _res.dnsrch[i], l + 1);
		used += l;
	}
}
