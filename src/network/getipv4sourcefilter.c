#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include "msfilter.h"

/* RFC 3678: the source filter of an IPv4 group joined on interface.
   *numsrc says how many sources slist holds on entry and how many the
   filter has on return; at most the former are stored. */
int getipv4sourcefilter(int s, struct in_addr interface, struct in_addr group, uint32_t *fmode,
			uint32_t *numsrc, struct in_addr *slist)
{
	struct ip_msfilter *f;
	socklen_t size;
	uint32_t room = *numsrc;
	int r;

	if (!(f = __msfilter_alloc(sizeof *f, sizeof *f->imsf_slist, room, &size)))
		return -1;
	f->imsf_multiaddr = group;
	f->imsf_interface = interface;
	f->imsf_numsrc = room;
	r = getsockopt(s, IPPROTO_IP, IP_MSFILTER, f, &size);
	if (!r) {
		*fmode = f->imsf_fmode;
		*numsrc = f->imsf_numsrc;
		if (room > f->imsf_numsrc)
			room = f->imsf_numsrc;
		if (room)
			memcpy(slist, f->imsf_slist, room * sizeof *slist);
	}
	free(f);
	return r;
}
