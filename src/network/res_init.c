#include "resolv.h"

/* _res afresh; its IPv6 server addresses live in static memory, so
   calling it again leaks nothing. */
int res_init(void)
{
	return __res_vinit(&_res, __res_v6_static);
}
