#include <stdlib.h>
#include <string.h>
#include "resolv.h"

/* Where res_init puts _res's IPv6 servers (res_ninit allocates). */
hidden struct sockaddr_in6 __res_v6_static[MAXNS];

/* s from /etc/resolv.conf, LOCALDOMAIN and RES_OPTIONS.  IPv6 servers go
   where glibc puts them: nsaddrs[i], with nsaddr_list[i] left
   unspecified; into v6 when given, else each in memory of its own
   (res_nclose frees it).  -1 when that memory could not be had. */
hidden int __res_vinit(struct __res_state *s, struct sockaddr_in6 *v6)
{
	struct __res_conf c;
	char *p;
	int i, n = 0;

	__res_conf_load(&c);
	memset(s, 0, sizeof *s);
	s->retrans = c.timeout;
	s->retry = c.attempts;
	s->ndots = c.ndots;
	s->options = RES_INIT | RES_DEFAULT | (c.rotate ? RES_ROTATE : 0);
	s->nscount = c.nns;
	s->_u._ext.nscount = c.nns;
	for (i = 0; i < c.nns; i++) {
		if (c.ns[i].sin6_family == AF_INET6) {
			struct sockaddr_in6 *a = v6 ? &v6[i] : malloc(sizeof *a);
			if (!a)
				return -1;
			*a = c.ns[i];
			s->_u._ext.nsaddrs[i] = a;
		} else {
			memcpy(&s->nsaddr_list[i], &c.ns[i], sizeof s->nsaddr_list[i]);
		}
	}
	/* the search list, one string each in defdname */
	memcpy(s->defdname, c.search, sizeof s->defdname);
	for (p = s->defdname; *p && n < MAXDNSRCH; ) {
		s->dnsrch[n++] = p;
		p += strcspn(p, " ");
		if (*p)
			*p++ = 0;
	}
	s->dnsrch[n] = 0;
	return 0;
}
