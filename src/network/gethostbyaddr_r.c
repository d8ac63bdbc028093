#include <errno.h>
#include <string.h>
#include "resolv.h"

int gethostbyaddr_r(const void *restrict addr, socklen_t len, int type,
		    struct hostent *restrict ret, char *restrict buf, size_t buflen,
		    struct hostent **restrict result, int *restrict err)
{
	struct __res_addr a;
	char name[__RES_NAMELEN];
	int r;

	*result = 0;
	if (type != AF_INET && type != AF_INET6) {
		*err = NETDB_INTERNAL;
		return errno = EAFNOSUPPORT;
	}
	if (len != (type == AF_INET ? 4u : 16u)) {
		*err = NETDB_INTERNAL;
		return errno = EINVAL;
	}
	r = __res_reverse(type, addr, name);
	if (r != 1) {
		*err = r == EAI_AGAIN ? TRY_AGAIN : HOST_NOT_FOUND;
		return 0;
	}
	memset(&a, 0, sizeof a);
	a.family = type;
	memcpy(a.addr, addr, len);
	r = __hostent_fill(ret, buf, buflen, name, 0, type, &a, 1);
	if (r) {
		*err = NETDB_INTERNAL;
		return errno = r;
	}
	*err = NETDB_SUCCESS;
	*result = ret;
	return 0;
}
