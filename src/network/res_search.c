#include "resolv.h"

/* res_nsearch on _res, set up first if the program has not. */
int res_search(const char *dname, int cls, int type, unsigned char *answer, int anslen)
{
	if (!(_res.options & RES_INIT))
		res_init();
	return res_nsearch(&_res, dname, cls, type, answer, anslen);
}
