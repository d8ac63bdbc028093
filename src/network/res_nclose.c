#include <stdlib.h>
#include "resolv.h"

/* Frees what res_ninit allocated for statp (never _res's static
   addresses).  No sockets stay open between queries here, so there is
   nothing else to close; the state stays usable for IPv4 servers. */
void res_nclose(res_state statp)
{
	if (!statp)
		return;
	for (int i = 0; i < MAXNS; i++) {
		struct sockaddr_in6 *a = statp->_u._ext.nsaddrs[i];
		if (a && (a < __res_v6_static || a >= __res_v6_static + MAXNS))
			free(a);
		statp->_u._ext.nsaddrs[i] = 0;
	}
}
