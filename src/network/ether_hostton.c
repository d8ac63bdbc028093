#include "ether_impl.h"

/* addr gets the address /etc/ethers gives hostname: 0, or -1 if none. */
int ether_hostton(const char *hostname, struct ether_addr *addr)
{
	return __ethers_search(0, hostname, addr, 0);
}
