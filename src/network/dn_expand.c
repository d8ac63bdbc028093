#include <errno.h>
#include "resolv.h"

/* As ns_name_uncompress, except that the root is "" rather than ".": so
   it needs one byte of dst, not the two "." takes. */
int dn_expand(const unsigned char *msg, const unsigned char *eom, const unsigned char *src,
	      char *dst, int dstsiz)
{
	unsigned char wire[NS_MAXCDNAME];
	int used = __ns_unpack(msg, eom, src, wire);

	if (used < 0)
		return -1;
	if (wire[0]) {
		if (__ns_ntop(wire, dst, dstsiz < 0 ? 0 : dstsiz) < 0)
			return -1;
	} else {
		if (dstsiz < 1) {
			errno = EMSGSIZE;
			return -1;
		}
		dst[0] = 0;
	}
	return used;
}
