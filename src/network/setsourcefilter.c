#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>

/* RFC 3678: the source filter of a group (IPv4 or IPv6, by its
   family) joined on interface, through MCAST_MSFILTER. */
int setsourcefilter(int s, uint32_t interface, const struct sockaddr *group, socklen_t grouplen,
		    uint32_t fmode, uint32_t numsrc, const struct sockaddr_storage *slist)
{
	struct group_filter *f;
	size_t size;
	int level, r;

	/* the level by the group's family; another family, or a group
	   address shorter than its family's, is EINVAL (as glibc's) */
	level = !group || grouplen > sizeof f->gf_group ? -1 :
		group->sa_family == AF_INET && grouplen >= sizeof(struct sockaddr_in) ? IPPROTO_IP :
		group->sa_family == AF_INET6 && grouplen >= sizeof(struct sockaddr_in6) ? IPPROTO_IPV6 :
		-1;
	if (level < 0) {
		errno = EINVAL;
		return -1;
	}
	if (numsrc > (INT32_MAX - sizeof *f) / sizeof *slist) {
		errno = ENOMEM;
		return -1;
	}
	size = GROUP_FILTER_SIZE(numsrc);
	if (size < sizeof *f)
		size = sizeof *f;
	if (!(f = calloc(1, size)))
		return -1;
	f->gf_interface = interface;
	memcpy(&f->gf_group, group, grouplen);
	f->gf_fmode = fmode;
	f->gf_numsrc = numsrc;
	if (numsrc)
		memcpy(f->gf_slist, slist, numsrc * sizeof *slist);
	r = setsockopt(s, level, MCAST_MSFILTER, f, size);
	free(f);
	return r;
}
