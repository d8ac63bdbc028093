#include <errno.h>
#include "resolv.h"

/* The bytes of the name at comp_dn: its labels up to the root or to a
   compression pointer, which ends it. */
int dn_skipname(const unsigned char *comp_dn, const unsigned char *eom)
{
	const unsigned char *p = comp_dn;

	while (p < eom) {
		unsigned l = *p;
		if ((l & NS_CMPRSFLGS) == NS_CMPRSFLGS) {
			if (p + 2 > eom)
				break;
			return p + 2 - comp_dn;
		}
		if (l & NS_CMPRSFLGS)
			break;
		p += 1 + l;
		if (!l)
			return p - comp_dn;
	}
	errno = EMSGSIZE;
	return -1;
}
