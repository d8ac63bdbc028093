#include "resolv.h"

/* A host name, or a wildcard owner: "*" as the first label, a host
   name after it. */
int res_ownok(const char *dn)
{
	unsigned char w[NS_MAXCDNAME];

	if (!dn || __ns_pton(dn, w) < 0)
		return 0;
	if (w[0] == 1 && w[1] == '*')
		return __res_host_labels(w + 2, 1);
	return __res_host_labels(w, 1);
}
