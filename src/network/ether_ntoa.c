#include <netinet/ether.h>

/* Not thread-safe: one static result. */
char *ether_ntoa(const struct ether_addr *addr)
{
	static char buf[18];

	return ether_ntoa_r(addr, buf);
}
