#include "resolv.h"

/* Whether dn is a valid host name: letters, digits, hyphens and
   underscores in each label, no hyphen first. */
int res_hnok(const char *dn)
{
	unsigned char w[NS_MAXCDNAME];

	return dn && __ns_pton(dn, w) > 0 && __res_host_labels(w, 1);
}
