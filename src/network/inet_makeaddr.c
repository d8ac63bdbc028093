#include <arpa/inet.h>

/* Classful (pre-CIDR) address arithmetic, kept for old programs: the
   network number's size decides how many bits the host part gets. */
struct in_addr inet_makeaddr(in_addr_t net, in_addr_t host)
{
	in_addr_t a;

	if (net < 128)
		a = (net << 24) | (host & 0xffffff);
	else if (net < 65536)
		a = (net << 16) | (host & 0xffff);
	else if (net < 16777216)
		a = (net << 8) | (host & 0xff);
	else
		a = net | host;
	return (struct in_addr){ htonl(a) };
}
