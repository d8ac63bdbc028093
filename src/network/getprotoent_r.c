#include <errno.h>
#include <netdb.h>
#include <string.h>
#include "resolv.h"

/* The next /etc/protocols entry, from getprotoent's position: 0, ENOENT
   after the last, or ERANGE when buf is too small (that entry then
   comes again). */
int getprotoent_r(struct protoent *ret, char *buf, size_t buflen, struct protoent **result)
{
	char copy[__LINE_BUF], *line;
	struct __proto_entry e;
	size_t n;

	*result = 0;
	while ((line = __ent_next(&__protoent_file, "/etc/protocols"))) {
		n = strlen(line);
		memcpy(copy, line, n + 1);
		if (!__proto_parse(copy, &e))
			continue;
		if (__ent_strings(buf, buflen, e.name, e.alias, e.nalias,
				  &ret->p_name, &ret->p_aliases)) {
			__lines_unread(&__protoent_file.f, line, n);
			return errno = ERANGE;
		}
		ret->p_proto = e.proto;
		*result = ret;
		return 0;
	}
	return ENOENT;
}
