#include <netinet/ether.h>

/* Not thread-safe: one static result. */
struct ether_addr *ether_aton(const char *s)
{
	static struct ether_addr a;

	return ether_aton_r(s, &a);
}
