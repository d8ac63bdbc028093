#include <errno.h>
#include <string.h>
#include "resolv.h"

/* msg to the servers of statp in turn, with its retries and the TCP
   fallback for a truncated answer.  An answer longer than anslen is cut
   there, with TC set in what the caller gets. */
int res_nsend(res_state statp, const unsigned char *msg, int msglen, unsigned char *answer,
	      int anslen)
{
	struct __res_conf c;
	unsigned char ans[1][__RES_MSGLEN];
	int alen, r;

	if (!statp || !msg || !answer || msglen < NS_HFIXEDSZ || msglen > NS_PACKETSZ ||
	    anslen < NS_HFIXEDSZ) {
		errno = msglen > NS_PACKETSZ ? EMSGSIZE : EINVAL;
		return -1;
	}
	__res_state_conf(statp, &c);
	if (!c.nns) {
		errno = ECONNREFUSED;
		return -1;
	}
	r = __dns_send(&c, &msg, &msglen, 1, ans, &alen);
	if (r < 0 || !alen) {
		errno = r < 0 ? -r : ETIMEDOUT;
		return -1;
	}
	if (alen > anslen) {
		alen = anslen;
		ans[0][2] |= 0x02;
	}
	memcpy(answer, ans[0], alen);
	return alen;
}
