#include <arpa/inet.h>

/* The host part of a classful address (class A, B or C). */
in_addr_t inet_lnaof(struct in_addr in)
{
	in_addr_t a = ntohl(in.s_addr);

	if (!(a & 0x80000000))
		return a & 0xffffff;
	if ((a & 0xc0000000) == 0x80000000)
		return a & 0xffff;
	return a & 0xff;
}
