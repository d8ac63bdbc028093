#define _GNU_SOURCE
#include <netinet/in.h>
#include "inet6_impl.h"

/* The next option of this type after offset (0: from the first): the
   offset after it, or -1 when there is none. */
int inet6_opt_find(void *extbuf, socklen_t extlen, int offset, uint8_t type,
		   socklen_t *lenp, void **databufp)
{
	return __inet6_opt_walk(extbuf, extlen, offset, type, 0, lenp, databufp);
}
