#include <netdb.h>
#include "resolv.h"

struct servent *getservbyport(int port, const char *proto)
{
	struct servent *res;

	getservbyport_r(port, proto, &__servent_static, __servent_buf,
			sizeof __servent_buf, &res);
	return res;
}
