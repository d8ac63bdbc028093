#include <netdb.h>
#include "netgroup_impl.h"

/* Starts a walk of netgroup's triples (/etc/netgroup, nested groups
   expanded): 1, or 0 when there is no such group. */
int setnetgrent(const char *netgroup)
{
	__ngr_free(&__ngr_current);
	__ngr_pos = 0;
	return __ngr_expand(netgroup, &__ngr_current) > 0;
}
