#include <errno.h>
#include "resolv.h"

/* Not found is 0 with *result null; ERANGE: buf is too small. */
int getservbyname_r(const char *restrict name, const char *restrict proto,
		    struct servent *restrict ret, char *restrict buf, size_t buflen,
		    struct servent **restrict result)
{
	char line[1024];
	struct __serv_entry e;
	int r;

	*result = 0;
	if (!__serv_search(name, 0, proto, line, sizeof line, &e))
		return 0;
	if ((r = __servent_fill(&e, ret, buf, buflen)))
		return errno = r;
	*result = ret;
	return 0;
}
