#include <errno.h>
#include "resolv.h"

/* One name exactly as given.  An answer that is an error, or holds no
   record, fails with h_errno saying which, as gethostbyname's does. */
int res_query(const char *dname, int cls, int type, unsigned char *answer, int anslen)
{
	unsigned char q[NS_PACKETSZ];
	int n = res_mkquery(QUERY, dname, cls, type, 0, 0, 0, q, sizeof q);

	if (n < 0) {
		h_errno = NO_RECOVERY;
		return -1;
	}
	n = res_send(q, n, answer, anslen);
	if (n < 0) {
		h_errno = errno == ECONNREFUSED || errno == ETIMEDOUT ? TRY_AGAIN : NETDB_INTERNAL;
		return -1;
	}
	switch (answer[3] & 15) {
	case ns_r_noerror:
		if (ns_get16(answer + 6))
			return n;
		h_errno = NO_DATA;
		break;
	case ns_r_nxdomain:
		h_errno = HOST_NOT_FOUND;
		break;
	case ns_r_servfail:
		h_errno = TRY_AGAIN;
		break;
	default:
		h_errno = NO_RECOVERY;
	}
	return -1;
}
