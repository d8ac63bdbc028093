#define _GNU_SOURCE
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <netinet/ip6.h>

/* RFC 2292 (obsolete): a copy of the option at typep (type, length,
   data) added as inet6_option_alloc places it.  0 or -1. */
int inet6_option_append(struct cmsghdr *cmsg, const uint8_t *typep, int multx, int plusy)
{
	int len = typep[0] == IP6OPT_PAD1 ? 1 : typep[1] + 2;
	uint8_t *at = inet6_option_alloc(cmsg, len, multx, plusy);

	if (!at)
		return -1;
	memcpy(at, typep, len);
	return 0;
}
