#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include "msfilter.h"

/* RFC 3678: the source filter of a group (IPv4 or IPv6, by its
   family) joined on interface, through MCAST_MSFILTER. */
int setsourcefilter(int s, uint32_t interface, const struct sockaddr *group, socklen_t grouplen,
		    uint32_t fmode, uint32_t numsrc, const struct sockaddr_storage *slist)
{
	struct group_filter *f;
	socklen_t size;
	int level, r;

	if (!(f = __group_filter_new(interface, group, grouplen, numsrc, &level, &size)))
		return -1;
	f->gf_fmode = fmode;
	if (numsrc)
		memcpy(f->gf_slist, slist, numsrc * sizeof *slist);
	r = setsockopt(s, level, MCAST_MSFILTER, f, size);
	free(f);
	return r;
}
