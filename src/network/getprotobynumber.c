#include <netdb.h>
#include <string.h>
#include "resolv.h"

/* One static result, as POSIX allows; the entry's strings live in the
   static buffer and its alias list right after them. */
struct protoent *getprotobynumber(int proto)
{
	struct __proto_entry e;
	char **list = (char **)__protoent_buf;
	char *line = __protoent_buf + 17 * sizeof(char *);

	if (!__proto_search(0, proto, line, sizeof __protoent_buf - 17 * sizeof(char *), &e))
		return 0;
	memcpy(list, e.alias, e.nalias * sizeof(char *));
	list[e.nalias] = 0;
	__protoent_static.p_name = e.name;
	__protoent_static.p_aliases = list;
	__protoent_static.p_proto = e.proto;
	return &__protoent_static;
}
