#define _GNU_SOURCE
#include <string.h>
#include "errmsg.h"

/* GNU strerror_r: the message of a known error is returned directly; an
   unknown one is formatted (truncated if need be) into buf. */
char *strerror_r(int errnum, char *buf, size_t len)
{
	const char *m = __errmsg(errnum);

	if (m)
		return (char *)m;
	__xpg_strerror_r(errnum, buf, len);
	return buf;
}
