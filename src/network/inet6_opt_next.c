#define _GNU_SOURCE
#include <netinet/in.h>
#include "inet6_impl.h"

/* The option after offset (0: the first), padding skipped: the offset
   after it, or -1 when there is none. */
int inet6_opt_next(void *extbuf, socklen_t extlen, int offset, uint8_t *typep,
		   socklen_t *lenp, void **databufp)
{
	return __inet6_opt_walk(extbuf, extlen, offset, -1, typep, lenp, databufp);
}
