#include <limits.h>
#include "resolv.h"

/* A presentation-form name packed into a message, compressed against
   the names dnptrs records: ns_name_pton then ns_name_pack. */
int ns_name_compress(const char *src, unsigned char *dst, size_t dstsiz,
		     const unsigned char **dnptrs, const unsigned char **lastdnptr)
{
	unsigned char w[NS_MAXCDNAME];

	if (!src || __ns_pton(src, w) < 0)
		return -1;
	return ns_name_pack(w, dst, dstsiz > INT_MAX ? INT_MAX : (int)dstsiz, dnptrs, lastdnptr);
}
