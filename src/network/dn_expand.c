#include "resolv.h"

/* As ns_name_uncompress, except that the root is "" rather than ".". */
int dn_expand(const unsigned char *msg, const unsigned char *eom, const unsigned char *src,
	      char *dst, int dstsiz)
{
	int used;

	if (dstsiz < 0)
		dstsiz = 0;
	used = ns_name_uncompress(msg, eom, src, dst, dstsiz);
	if (used > 0 && dst[0] == '.' && !dst[1])
		dst[0] = 0;
	return used;
}
