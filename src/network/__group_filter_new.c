#include <errno.h>
#include <string.h>
#include "msfilter.h"

hidden struct group_filter *__group_filter_new(uint32_t interface, const struct sockaddr *group,
					       socklen_t grouplen, uint32_t n, int *level,
					       socklen_t *size)
{
	struct group_filter *f;

	/* the level by the group's family; another family, or a group
	   address shorter than its family's, is EINVAL (as glibc's) */
	*level = !group || grouplen > sizeof f->gf_group ? -1 :
		group->sa_family == AF_INET && grouplen >= sizeof(struct sockaddr_in) ? IPPROTO_IP :
		group->sa_family == AF_INET6 && grouplen >= sizeof(struct sockaddr_in6) ? IPPROTO_IPV6 :
		-1;
	if (*level < 0) {
		errno = EINVAL;
		return 0;
	}
	if (!(f = __msfilter_alloc(sizeof *f, sizeof *f->gf_slist, n, size)))
		return 0;
	f->gf_interface = interface;
	memcpy(&f->gf_group, group, grouplen);
	f->gf_numsrc = n;
	return f;
}
