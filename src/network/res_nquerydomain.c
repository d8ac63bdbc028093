#include <errno.h>
#include <string.h>
#include "resolv.h"

/* name.domain, or name alone (a trailing dot dropped) without a domain;
   too long a result is NO_RECOVERY, as an unbuildable query is. */
int res_nquerydomain(res_state statp, const char *name, const char *domain, int cls,
		     int type, unsigned char *answer, int anslen)
{
	char full[NS_MAXDNAME];
	size_t nl, dl;

	if (!statp || !name) {
		h_errno = NO_RECOVERY;
		if (statp)
			statp->res_h_errno = NO_RECOVERY;
		errno = EINVAL;
		return -1;
	}
	nl = strlen(name);
	dl = domain ? strlen(domain) : 0;
	if (!domain && nl && name[nl - 1] == '.')
		nl--;
	if (nl + 1 + dl >= sizeof full) {
		statp->res_h_errno = h_errno = NO_RECOVERY;
		errno = EMSGSIZE;
		return -1;
	}
	memcpy(full, name, nl);
	full[nl] = 0;
	if (domain) {
		full[nl] = '.';
		memcpy(full + nl + 1, domain, dl + 1);
	}
	return res_nquery(statp, full, cls, type, answer, anslen);
}
