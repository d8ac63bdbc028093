#include <errno.h>
#include <string.h>
#include "resolv.h"

/* The name as given first when it has at least ndots dots, then with
   each search domain, then as given if not tried yet; a trailing dot
   means the name alone.  The error reported is the most telling one met:
   a name that exists without this type (NO_DATA) over a failed server
   (TRY_AGAIN) over a name that does not exist. */
int res_nsearch(res_state statp, const char *dname, int cls, int type, unsigned char *answer,
		int anslen)
{
	int dots = 0, tried = 0, nodata = 0, again = 0, r, i;
	size_t len;
	const char *p;

	if (!statp || !dname) {
		h_errno = NO_RECOVERY;
		if (statp)
			statp->res_h_errno = NO_RECOVERY;
		errno = EINVAL;
		return -1;
	}
	len = strlen(dname);
	for (p = dname; *p; p++)
		dots += *p == '.';
	if (len && dname[len - 1] == '.')
		return res_nquery(statp, dname, cls, type, answer, anslen);

#define NOTE() do { \
	if (statp->res_h_errno == NO_DATA) nodata = 1; \
	else if (statp->res_h_errno == TRY_AGAIN) again = 1; \
	else if (statp->res_h_errno != HOST_NOT_FOUND) return -1; \
} while (0)

	if (dots >= (int)statp->ndots) {
		if ((r = res_nquery(statp, dname, cls, type, answer, anslen)) >= 0)
			return r;
		tried = 1;
		NOTE();
	}
	if (statp->options & RES_DNSRCH) {
		for (i = 0; i < MAXDNSRCH && statp->dnsrch[i]; i++) {
			r = res_nquerydomain(statp, dname, statp->dnsrch[i], cls, type, answer,
					     anslen);
			if (r >= 0)
				return r;
			NOTE();
		}
	}
	if (!tried) {
		if ((r = res_nquery(statp, dname, cls, type, answer, anslen)) >= 0)
			return r;
		NOTE();
	}
	statp->res_h_errno = h_errno = nodata ? NO_DATA : again ? TRY_AGAIN : HOST_NOT_FOUND;
	return -1;
}
