#include <netdb.h>
#include <string.h>
#include "resolv.h"

/* Each line of /etc/hosts in turn, IPv4 and IPv6 alike. */
struct hostent *gethostent(void)
{
	char *line, *tok, *save, *name, aliases[__RES_ALIASLEN], *al;
	struct __res_addr a;

	while ((line = __ent_next(&__hostent_file, "/etc/hosts"))) {
		line[strcspn(line, "#")] = 0;
		tok = strtok_r(line, " \t", &save);
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
		if (!__hostent_fill(&__hostent_static, __hostent_buf, sizeof __hostent_buf,
				    name, aliases, a.family, &a, 1))
			return &__hostent_static;
	}
	return 0;
}
