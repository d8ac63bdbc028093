#include "ether_impl.h"

/* hostname gets the name /etc/ethers gives addr: 0, or -1 if none. */
int ether_ntohost(char *hostname, const struct ether_addr *addr)
{
	return __ethers_search(addr, 0, 0, hostname);
}
