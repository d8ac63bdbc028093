#include <errno.h>
#include "resolv.h"

/* Both h_errno and the state's copy of it. */
static int fail(res_state statp, int e)
{
	statp->res_h_errno = h_errno = e;
	return -1;
}

/* One name exactly as given.  An answer that is an error, or holds no
   record, fails with h_errno saying which, as gethostbyname's does. */
int res_nquery(res_state statp, const char *dname, int cls, int type, unsigned char *answer,
	       int anslen)
{
	unsigned char q[NS_PACKETSZ];
	int n;

	if (!statp) {
		h_errno = NETDB_INTERNAL;
		errno = EINVAL;
		return -1;
	}
	n = res_nmkquery(statp, QUERY, dname, cls, type, 0, 0, 0, q, sizeof q);
	if (n < 0)
		return fail(statp, NO_RECOVERY);
	n = res_nsend(statp, q, n, answer, anslen);
	if (n < 0)
		return fail(statp, errno == ECONNREFUSED || errno == ETIMEDOUT ? TRY_AGAIN
									     : NETDB_INTERNAL);
	switch (answer[3] & 15) {
	case ns_r_noerror:
		if (ns_get16(answer + 6))
			return n;
		return fail(statp, NO_DATA);
	case ns_r_nxdomain:
		return fail(statp, HOST_NOT_FOUND);
	case ns_r_servfail:
		return fail(statp, TRY_AGAIN);
	}
	return fail(statp, NO_RECOVERY);
}
