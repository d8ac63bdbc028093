#include <errno.h>
#include <string.h>
#include "resolv.h"

/* The name at src in a message, compression pointers followed, into dst
   in wire form: the bytes the name occupies at src, or -1 with errno
   EMSGSIZE when it is malformed or dst too small. */
int ns_name_unpack(const unsigned char *msg, const unsigned char *eom,
		   const unsigned char *src, unsigned char *dst, size_t dstsiz)
{
	unsigned char w[NS_MAXCDNAME];
	int used = __ns_unpack(msg, eom, src, w);
	size_t len = 0;

	if (used < 0)
		return -1;
	while (w[len])
		len += 1 + w[len];
	if (len + 1 > dstsiz) {
		errno = EMSGSIZE;
		return -1;
	}
	memcpy(dst, w, len + 1);
	return used;
}
