#include "resolv.h"

/* res_nsend on _res, set up first if the program has not. */
int res_send(const unsigned char *msg, int msglen, unsigned char *answer, int anslen)
{
	if (!(_res.options & RES_INIT))
		res_init();
	return res_nsend(&_res, msg, msglen, answer, anslen);
}
