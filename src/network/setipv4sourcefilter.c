#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include "msfilter.h"

/* RFC 3678: the source filter of an IPv4 group joined on interface,
   through IP_MSFILTER.  0, or -1 with errno (ENOMEM for a list too long
   to build). */
int setipv4sourcefilter(int s, struct in_addr interface, struct in_addr group, uint32_t fmode,
			uint32_t numsrc, const struct in_addr *slist)
{
	struct ip_msfilter *f;
	socklen_t size;
	int r;

	if (!(f = __msfilter_alloc(sizeof *f, sizeof *f->imsf_slist, numsrc, &size)))
		return -1;
	f->imsf_multiaddr = group;
	f->imsf_interface = interface;
	f->imsf_fmode = fmode;
	f->imsf_numsrc = numsrc;
	if (numsrc)
		memcpy(f->imsf_slist, slist, numsrc * sizeof *slist);
	r = setsockopt(s, IPPROTO_IP, IP_MSFILTER, f, size);
	free(f);
	return r;
}
