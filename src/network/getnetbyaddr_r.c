#include <errno.h>
#include <netdb.h>
#include <sys/socket.h>
#include "resolv.h"

/* getnetbyaddr into the caller's buffer; the results as getnetbyname_r's. */
int getnetbyaddr_r(uint32_t net, int type, struct netent *ret, char *buf, size_t buflen,
		   struct netent **result, int *err)
{
	char line[1024];
	struct __net_entry e;

	*result = 0;
	if (!__net_search(0, net, type, line, sizeof line, &e)) {
		*err = HOST_NOT_FOUND;
		return 0;
	}
	if (__ent_strings(buf, buflen, e.name, e.alias, e.nalias, &ret->n_name, &ret->n_aliases)) {
		*err = NETDB_INTERNAL;
		return errno = ERANGE;
	}
	ret->n_addrtype = AF_INET;
	ret->n_net = e.net;
	*result = ret;
	return 0;
}
