#include "resolv.h"

/* A mailbox as an SOA or RP record writes it: its first label is the
   local part, any printable characters, the rest a host name; the root
   also passes. */
int res_mailok(const char *dn)
{
	unsigned char w[NS_MAXCDNAME];

	if (!dn || __ns_pton(dn, w) < 0)
		return 0;
	if (!w[0])
		return 1;
	for (unsigned i = 1; i <= w[0]; i++)
		if (w[i] <= 0x20 || w[i] >= 0x7f)
			return 0;
	if (!w[1 + w[0]])
		return 0;  /* the local part alone */
	return __res_host_labels(w + 1 + w[0], 0);
}
