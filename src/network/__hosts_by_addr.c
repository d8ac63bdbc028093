#include <string.h>
#include "passwd_impl.h"
#include "resolv.h"

hidden int __hosts_by_addr(int family, const void *addr, char name[__RES_NAMELEN])
{
	struct __lines f;
	char *line, *tok, *save;
	struct __res_addr a;
	int err = 0, found = 0;
	size_t len = family == AF_INET ? 4 : 16;

	if (__lines_open(&f, "/etc/hosts"))
		return 0;
	while (!found && (line = __lines_next(&f, &err))) {
		line[strcspn(line, "#")] = 0;
		tok = strtok_r(line, " \t", &save);
		if (!tok || __res_numeric(tok, &a) != 1 || a.family != family ||
		    memcmp(a.addr, addr, len))
			continue;
		tok = strtok_r(0, " \t", &save);
		if (!tok || strlen(tok) >= __RES_NAMELEN)
			continue;
		strcpy(name, tok);
		found = 1;
	}
	__lines_close(&f);
	return found;
}
