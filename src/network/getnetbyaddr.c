#include <netdb.h>
#include "resolv.h"

/* The entry for network number net (host byte order) of address family
   type; /etc/networks only lists AF_INET ones. */
struct netent *getnetbyaddr(uint32_t net, int type)
{
	struct __net_entry e;
	char *line = __netent_buf + 17 * sizeof(char *);

	if (!__net_search(0, net, type, line,
			  sizeof __netent_buf - 17 * sizeof(char *), &e))
		return 0;
	return __netent_set(&e);
}
