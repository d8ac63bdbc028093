#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>

/* RFC 3678: the source filter of an IPv4 group joined on interface,
   through IP_MSFILTER.  0, or -1 with errno (ENOMEM for a list too long
   to build). */
int setipv4sourcefilter(int s, struct in_addr interface, struct in_addr group, uint32_t fmode,
			uint32_t numsrc, const struct in_addr *slist)
{
	struct ip_msfilter *f;
	size_t size;
	int r;

	if (numsrc > (INT32_MAX - sizeof *f) / sizeof *slist) {
		errno = ENOMEM;
		return -1;
	}
	size = IP_MSFILTER_SIZE(numsrc);
	if (size < sizeof *f)
		size = sizeof *f;
	if (!(f = calloc(1, size)))
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
