#include "resolv.h"

int ns_name_uncompress(const unsigned char *msg, const unsigned char *eom,
		       const unsigned char *src, char *dst, size_t dstsiz)
{
	unsigned char wire[NS_MAXCDNAME];
	int used = __ns_unpack(msg, eom, src, wire);

	if (used < 0 || __ns_ntop(wire, dst, dstsiz) < 0)
		return -1;
	return used;
}
