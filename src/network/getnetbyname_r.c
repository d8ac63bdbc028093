#include <errno.h>
#include <netdb.h>
#include <sys/socket.h>
#include "resolv.h"

/* Not found: 0 with *result null and *err HOST_NOT_FOUND; a buffer too
   small: ERANGE (in errno too) with *err NETDB_INTERNAL. */
int getnetbyname_r(const char *name, struct netent *ret, char *buf, size_t buflen,
		   struct netent **result, int *err)
{
	char line[1024];
	struct __net_entry e;

	*result = 0;
	if (!name || !__net_search(name, 0, 0, line, sizeof line, &e)) {
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
