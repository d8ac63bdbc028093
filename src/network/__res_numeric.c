#include <arpa/inet.h>
#include <net/if.h>
#include <stdlib.h>
#include <string.h>
#include "resolv.h"

/* IPv4 in any inet_aton form but nothing after it (glibc's getaddrinfo
   refuses "1.2.3.4 junk" that inet_aton itself would take); IPv6 with an
   optional %scope given as an interface name or number.  -1: an IPv6
   address with a scope no interface has. */
hidden int __res_numeric(const char *name, struct __res_addr *a)
{
	char buf[64], *pct, *end;
	struct in_addr v4;
	size_t len = strlen(name);
	unsigned long id;

	if (len >= sizeof buf)
		return 0;
	memset(a, 0, sizeof *a);
	if (len && strspn(name, "0123456789abcdefABCDEFxX.") == len &&
	    inet_aton(name, &v4)) {
		a->family = AF_INET;
		memcpy(a->addr, &v4, 4);
		return 1;
	}
	memcpy(buf, name, len + 1);
	pct = strchr(buf, '%');
	if (pct)
		*pct++ = 0;
	if (inet_pton(AF_INET6, buf, a->addr) != 1)
		return 0;
	a->family = AF_INET6;
	if (!pct)
		return 1;
	if (!*pct)
		return -1;
	id = strtoul(pct, &end, 10);
	if (*end || *pct < '0' || *pct > '9' || id > 0xffffffffUL) {
		id = if_nametoindex(pct);
		if (!id)
			return -1;
	}
	a->scope = id;
	return 1;
}
