#include <errno.h>
#include <netdb.h>
#include <string.h>
#include "resolv.h"

/* The next /etc/hosts entry, from gethostent's position: 0, ENOENT
   after the last, or ERANGE when buf is too small (that entry then
   comes again, and *err is NETDB_INTERNAL). */
int gethostent_r(struct hostent *ret, char *buf, size_t buflen, struct hostent **result,
		 int *err)
{
	char copy[__LINE_BUF], aliases[__RES_ALIASLEN], *line, *tok, *save, *name, *al;
	struct __res_addr a;
	size_t n;

	*result = 0;
	while ((line = __ent_next(&__hostent_file, "/etc/hosts"))) {
		n = strlen(line);
		memcpy(copy, line, n + 1);
		copy[strcspn(copy, "#")] = 0;
		tok = strtok_r(copy, " \t", &save);
		if (!tok || __res_numeric(tok, &a) != 1 || !(name = strtok_r(0, " \t", &save)))
			continue;
		al = aliases;
		while ((tok = strtok_r(0, " \t", &save))) {
			size_t l = strlen(tok) + 1;
			if (al + l + 1 > aliases + sizeof aliases)
				break;
			memcpy(al, tok, l);
			al += l;
		}
		*al = 0;
		if (!buf || __hostent_fill(ret, buf, buflen, name, aliases, a.family, &a, 1)) {
			__lines_unread(&__hostent_file.f, line, n);
			*err = NETDB_INTERNAL;
			return errno = ERANGE;
		}
		*result = ret;
		return 0;
	}
	*err = HOST_NOT_FOUND;
	return ENOENT;
}
