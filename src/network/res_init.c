#include <string.h>
#include "resolv.h"

/* Where _res._u._ext.nsaddrs point for IPv6 servers. */
static struct sockaddr_in6 v6_servers[MAXNS];

/* _res from /etc/resolv.conf, LOCALDOMAIN and RES_OPTIONS.  IPv6
   servers go where glibc puts them: nsaddrs[i], with nsaddr_list[i]
   left unspecified. */
int res_init(void)
{
	struct __res_conf c;
	char *p;
	int i, n = 0;

	__res_conf_load(&c);
	memset(&_res, 0, sizeof _res);
	_res.retrans = c.timeout;
	_res.retry = c.attempts;
	_res.ndots = c.ndots;
	_res.options = RES_INIT | RES_DEFAULT | (c.rotate ? RES_ROTATE : 0);
	_res.nscount = c.nns;
	_res._u._ext.nscount = c.nns;
	for (i = 0; i < c.nns; i++) {
		if (c.ns[i].sin6_family == AF_INET6) {
			v6_servers[i] = c.ns[i];
			_res._u._ext.nsaddrs[i] = &v6_servers[i];
		} else {
			memcpy(&_res.nsaddr_list[i], &c.ns[i], sizeof _res.nsaddr_list[i]);
		}
	}
	/* the search list, one string each in defdname */
	memcpy(_res.defdname, c.search, sizeof _res.defdname);
	for (p = _res.defdname; *p && n < MAXDNSRCH; ) {
		_res.dnsrch[n++] = p;
		p += strcspn(p, " ");
		if (*p)
			*p++ = 0;
	}
	_res.dnsrch[n] = 0;
	return 0;
}
