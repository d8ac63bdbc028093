#include <errno.h>
#include <netdb.h>
#include <string.h>
#include <sys/socket.h>
#include "resolv.h"

/* The next /etc/networks entry, from getnetent's position: 0, ENOENT
   after the last, or ERANGE when buf is too small (that entry then
   comes again).  The line is parsed in a copy, so that it can be put
   back untouched. */
int getnetent_r(struct netent *ret, char *buf, size_t buflen, struct netent **result,
		int *err)
{
	char copy[__LINE_BUF], *line;
	struct __net_entry e;
	size_t n;

	*result = 0;
	while ((line = __ent_next(&__netent_file, "/etc/networks"))) {
		n = strlen(line);
		memcpy(copy, line, n + 1);
		if (!__net_parse(copy, &e))
			continue;
		if (__ent_strings(buf, buflen, e.name, e.alias, e.nalias,
				  &ret->n_name, &ret->n_aliases)) {
			__lines_unread(&__netent_file.f, line, n);
			*err = NETDB_INTERNAL;
			return errno = ERANGE;
		}
		ret->n_addrtype = AF_INET;
		ret->n_net = e.net;
		*result = ret;
		return 0;
	}
	*err = HOST_NOT_FOUND;
	return ENOENT;
}
