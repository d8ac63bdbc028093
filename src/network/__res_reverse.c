#include <errno.h>
#include <string.h>
#include "resolv.h"

/* The PTR name: d.c.b.a.in-addr.arpa, or the 32 nibbles reversed under
   ip6.arpa (RFC 3596 2.5). */
static void ptr_name(int family, const unsigned char *a, char *out)
{
	static const char hex[] = "0123456789abcdef";
	char *p = out;

	if (family == AF_INET) {
		for (int i = 3; i >= 0; i--) {
			unsigned v = a[i];
			if (v >= 100)
				*p++ = '0' + v / 100;
			if (v >= 10)
				*p++ = '0' + v / 10 % 10;
			*p++ = '0' + v % 10;
			*p++ = '.';
		}
		strcpy(p, "in-addr.arpa");
	} else {
		for (int i = 15; i >= 0; i--) {
			*p++ = hex[a[i] & 15];
			*p++ = '.';
			*p++ = hex[a[i] >> 4];
			*p++ = '.';
		}
		strcpy(p, "ip6.arpa");
	}
}

hidden int __res_reverse(int family, const void *addr, char name[__RES_NAMELEN])
{
	unsigned char ans[1][__RES_MSGLEN];
	char order[3], q[80];
	int type = 12, alen, r = 0;
	struct __res_conf c;

	__nss_hosts(order);
	for (const char *s = order; *s; s++) {
		if (*s == 'f') {
			if (__hosts_by_addr(family, addr, name))
				return 1;
			continue;
		}
		ptr_name(family, addr, q);
		__res_conf_load(&c);
		if (__dns_exchange(&c, q, &type, 1, ans, &alen) < 0) {
			r = EAI_AGAIN;
			continue;
		}
		if (__dns_ptr(ans[0], alen, name) == 1 && name[0])
			return 1;
	}
	return r;
}
