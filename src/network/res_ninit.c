#include "resolv.h"

/* A resolver state of the caller's own, as res_init fills _res.  What
   it allocates (IPv6 server addresses) res_nclose frees. */
int res_ninit(res_state statp)
{
	if (!statp)
		return -1;
	return __res_vinit(statp, 0);
}
