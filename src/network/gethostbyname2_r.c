#include <errno.h>
#include "resolv.h"

/* Lookup failures are 0 with *result null and *err saying why; the
   return value is an error number only for the call itself (ERANGE:
   buf too small, EAFNOSUPPORT) or when it ran out of descriptors or
   memory (then *err is NETDB_INTERNAL, as glibc has it). */
int gethostbyname2_r(const char *restrict name, int af, struct hostent *restrict ret,
		     char *restrict buf, size_t buflen, struct hostent **restrict result,
		     int *restrict err)
{
	struct __res_addr addr[__RES_MAXADDR];
	char canon[__RES_NAMELEN], aliases[__RES_ALIASLEN];
	int n, r;

	*result = 0;
	if (af != AF_INET && af != AF_INET6) {
		*err = NETDB_INTERNAL;
		return errno = EAFNOSUPPORT;
	}
	n = __res_lookup(name, af, 0, addr, canon, aliases);
	if (n == EAI_SYSTEM) {
		*err = NETDB_INTERNAL;
		return errno;
	}
	if (n < 0) {
		*err = n == EAI_NONAME || n == __EAI_ADDRFAMILY ? HOST_NOT_FOUND :
		       n == __EAI_NODATA ? NO_DATA : n == EAI_AGAIN ? TRY_AGAIN : NO_RECOVERY;
		return 0;
	}
	r = __hostent_fill(ret, buf, buflen, canon, aliases, af, addr, n);
	if (r) {
		*err = NETDB_INTERNAL;
		return errno = r;
	}
	*err = NETDB_SUCCESS;
	*result = ret;
	return 0;
}
