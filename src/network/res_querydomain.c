#include "resolv.h"

/* res_nquerydomain on _res, set up first if the program has not. */
int res_querydomain(const char *name, const char *domain, int cls, int type,
		    unsigned char *answer, int anslen)
{
	if (!(_res.options & RES_INIT))
		res_init();
	return res_nquerydomain(&_res, name, domain, cls, type, answer, anslen);
}
