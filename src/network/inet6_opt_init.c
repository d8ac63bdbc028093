#define _GNU_SOURCE
#include <netinet/in.h>
#include <netinet/ip6.h>

/* The empty options header: its two bytes (next header and length).
   With a buffer, extlen must be a positive multiple of 8; the length
   field gets it, in 8-byte units after the first. */
int inet6_opt_init(void *extbuf, socklen_t extlen)
{
	if (extbuf) {
		if (!extlen || extlen % 8 || extlen / 8 > 256)
			return -1;
		((struct ip6_ext *)extbuf)->ip6e_len = extlen / 8 - 1;
	}
	return sizeof(struct ip6_ext);
}
