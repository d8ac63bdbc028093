#include <errno.h>
#include "resolv.h"

/* port in network byte order, as s_port. */
int getservbyport_r(int port, const char *restrict proto, struct servent *restrict ret,
		    char *restrict buf, size_t buflen, struct servent **restrict result)
{
	char line[1024];
	struct __serv_entry e;
	int r;

	*result = 0;
	if (!__serv_search(0, ntohs(port), proto, line, sizeof line, &e))
		return 0;
	if ((r = __servent_fill(&e, ret, buf, buflen)))
		return errno = r;
	*result = ret;
	return 0;
}
