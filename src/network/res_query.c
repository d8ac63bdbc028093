#include "resolv.h"

/* res_nquery on _res, set up first if the program has not. */
int res_query(const char *dname, int cls, int type, unsigned char *answer, int anslen)
{
	if (!(_res.options & RES_INIT))
		res_init();
	return res_nquery(&_res, dname, cls, type, answer, anslen);
}
