#include "ether_impl.h"

/* Null when s does not start with an address. */
struct ether_addr *ether_aton_r(const char *s, struct ether_addr *addr)
{
	struct ether_addr a;

	if (!__ether_parse(s, &a))
		return 0;
	*addr = a;
	return addr;
}
