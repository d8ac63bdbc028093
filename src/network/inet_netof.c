#include <arpa/inet.h>

/* The network part of a classful address (class A, B or C). */
in_addr_t inet_netof(struct in_addr in)
{
	in_addr_t a = ntohl(in.s_addr);

	if (!(a & 0x80000000))
		return a >> 24;
	if ((a & 0xc0000000) == 0x80000000)
		return a >> 16;
	return a >> 8;
}
