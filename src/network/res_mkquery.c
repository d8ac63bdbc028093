#include "resolv.h"

/* res_nmkquery on _res, set up first if the program has not. */
int res_mkquery(int op, const char *dname, int cls, int type, const unsigned char *data,
		int datalen, const unsigned char *newrr, unsigned char *buf, int buflen)
{
	if (!(_res.options & RES_INIT))
		res_init();
	return res_nmkquery(&_res, op, dname, cls, type, data, datalen, newrr, buf, buflen);
}
