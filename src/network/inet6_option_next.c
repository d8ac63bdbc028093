#define _GNU_SOURCE
#include <sys/socket.h>
#include <netinet/in.h>
#include <netinet/ip6.h>

/* RFC 2292 (obsolete): the option after *tptrp (null: the first) in a
   hop-by-hop or destination options message, padding included.  0; at
   the end -1 with *tptrp null; on a malformed message -1 with *tptrp
   left as it was. */
int inet6_option_next(const struct cmsghdr *cmsg, uint8_t **tptrp)
{
	const unsigned char *data = CMSG_DATA(cmsg), *end, *p;
	size_t size;

	if (cmsg->cmsg_level != IPPROTO_IPV6 ||
	    (cmsg->cmsg_type != IPV6_HOPOPTS && cmsg->cmsg_type != IPV6_DSTOPTS) ||
	    cmsg->cmsg_len < CMSG_LEN(2))
		return -1;
	size = cmsg->cmsg_len - CMSG_LEN(0);
	if ((size_t)(data[1] + 1) * 8 > size)
		return -1;
	end = data + (data[1] + 1) * 8;
	if (!*tptrp) {
		p = data + 2;
	} else {
		p = *tptrp;
		if (p < data + 2 || p >= end)
			return -1;
		p += p[0] == IP6OPT_PAD1 ? 1 : 2 + p[1];
	}
	if (p >= end) {
		*tptrp = 0;
		return -1;
	}
	if (p[0] != IP6OPT_PAD1 && (p + 2 > end || p + 2 + p[1] > end))
		return -1;
	*tptrp = (uint8_t *)p;
	return 0;
}
