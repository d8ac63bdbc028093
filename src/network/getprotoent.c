#include <netdb.h>
#include <string.h>
#include "resolv.h"

/* The entry's strings stay in the file's line buffer until the next
   call, as POSIX allows; the alias list goes to the static buffer. */
struct protoent *getprotoent(void)
{
	struct __proto_entry e;
	char **list = (char **)__protoent_buf, *line;

	while ((line = __ent_next(&__protoent_file, "/etc/protocols"))) {
		if (!__proto_parse(line, &e))
			continue;
		memcpy(list, e.alias, e.nalias * sizeof(char *));
		list[e.nalias] = 0;
		__protoent_static.p_name = e.name;
		__protoent_static.p_aliases = list;
		__protoent_static.p_proto = e.proto;
		return &__protoent_static;
	}
	return 0;
}
