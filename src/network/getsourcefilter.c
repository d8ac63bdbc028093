#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include "msfilter.h"

/* RFC 3678: the source filter of a group (IPv4 or IPv6, by its family)
   joined on interface.  *numsrc: the room in slist on entry, the
   filter's count on return. */
int getsourcefilter(int s, uint32_t interface, const struct sockaddr *group, socklen_t grouplen,
		    uint32_t *fmode, uint32_t *numsrc, struct sockaddr_storage *slist)
{
	struct group_filter *f;
	socklen_t size;
	uint32_t room = *numsrc;
	int level, r;

	if (!(f = __group_filter_new(interface, group, grouplen, room, &level, &size)))
		return -1;
	r = getsockopt(s, level, MCAST_MSFILTER, f, &size);
	if (!r) {
		*fmode = f->gf_fmode;
		*numsrc = f->gf_numsrc;
		if (room > f->gf_numsrc)
			room = f->gf_numsrc;
		if (room)
			memcpy(slist, f->gf_slist, room * sizeof *slist);
	}
	free(f);
	return r;
}
