#define _GNU_SOURCE
#include <sys/socket.h>
#include <netinet/in.h>

/* RFC 2292 (obsolete): an empty hop-by-hop or destination options
   control message at bp. */
int inet6_option_init(void *bp, struct cmsghdr **cmsgp, int type)
{
	struct cmsghdr *c = bp;

	if (!bp || !cmsgp || (type != IPV6_HOPOPTS && type != IPV6_DSTOPTS))
		return -1;
	c->cmsg_len = CMSG_LEN(0);
	c->cmsg_level = IPPROTO_IPV6;
	c->cmsg_type = type;
	*cmsgp = c;
	return 0;
}
