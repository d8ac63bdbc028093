#include <netdb.h>
#include "resolv.h"

struct servent *getservbyname(const char *name, const char *proto)
{
	struct servent *res;

	getservbyname_r(name, proto, &__servent_static, __servent_buf,
			sizeof __servent_buf, &res);
	return res;
}
