#include "resolv.h"

/* ns_name_compress under its older name. */
int dn_comp(const char *src, unsigned char *dst, int dstsiz, unsigned char **dnptrs,
	    unsigned char **lastdnptr)
{
	return ns_name_compress(src, dst, dstsiz < 0 ? 0 : dstsiz,
				(const unsigned char **)dnptrs,
				(const unsigned char **)lastdnptr);
}
