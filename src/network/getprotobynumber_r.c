#include <errno.h>
#include <netdb.h>
#include "resolv.h"

/* Not found is 0 with *result null; ERANGE: buf is too small. */
int getprotobynumber_r(int proto, struct protoent *ret, char *buf, size_t buflen,
		       struct protoent **result)
{
	char line[1024];
	struct __proto_entry e;

	*result = 0;
	if (!__proto_search(0, proto, line, sizeof line, &e))
		return 0;
	if (__ent_strings(buf, buflen, e.name, e.alias, e.nalias, &ret->p_name, &ret->p_aliases))
		return errno = ERANGE;
	ret->p_proto = e.proto;
	*result = ret;
	return 0;
}
