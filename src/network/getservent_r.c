#include <errno.h>
#include <netdb.h>
#include <string.h>
#include "resolv.h"

/* The next /etc/services entry, from getservent's position: 0, ENOENT
   after the last, or ERANGE when buf is too small (that entry then
   comes again). */
int getservent_r(struct servent *ret, char *buf, size_t buflen, struct servent **result)
{
	char copy[__LINE_BUF], *line;
	struct __serv_entry e;
	size_t n;

	*result = 0;
	while ((line = __ent_next(&__servent_file, "/etc/services"))) {
		n = strlen(line);
		memcpy(copy, line, n + 1);
		if (!__serv_parse(copy, &e))
			continue;
		if (!buf || __servent_fill(&e, ret, buf, buflen)) {
			__lines_unread(&__servent_file.f, line, n);
			return errno = ERANGE;
		}
		*result = ret;
		return 0;
	}
	return ENOENT;
}
