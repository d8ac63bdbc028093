#include <netdb.h>
#include "resolv.h"

struct hostent *gethostbyaddr(const void *addr, socklen_t len, int type)
{
	struct hostent *res;

	gethostbyaddr_r(addr, len, type, &__hostent_static, __hostent_buf,
			sizeof __hostent_buf, &res, &h_errno);
	return res;
}
