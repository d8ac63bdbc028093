#include <errno.h>
#include "resolv.h"

/* count records of a section from ptr: questions are a name, type and
   class; the others add ttl, length and data. */
int ns_skiprr(const unsigned char *ptr, const unsigned char *eom, ns_sect section, int count)
{
	const unsigned char *p = ptr;

	while (count-- > 0) {
		int n = dn_skipname(p, eom);
		if (n < 0)
			return -1;
		p += n + NS_QFIXEDSZ;
		if (section != ns_s_qd) {
			if (p + 6 > eom)
				goto bad;
			p += 6 + ns_get16(p + 4);
		}
		if (p > eom)
			goto bad;
	}
	return p - ptr;
bad:
	errno = EMSGSIZE;
	return -1;
}
