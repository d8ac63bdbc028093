#include <string.h>
#include "passwd_impl.h"
#include "resolv.h"

/* Only "files" and "dns" exist here; other sources (mdns, myhostname,
   nis, ldap, resolve...) and [STATUS=action] items are skipped, so that
   "files mdns4_minimal [NOTFOUND=return] dns" still reaches DNS: the
   sources we lack would have answered only for names DNS does not serve
   better.  No file or no hosts line: glibc's default "dns files" is
   outdated; both glibc and we then use files, then dns. */
hidden void __nss_hosts(char order[3])
{
	struct __lines f;
	char *line, *tok, *save;
	int err = 0, n = 0, seen = 0;

	strcpy(order, "fd");
	if (__lines_open(&f, "/etc/nsswitch.conf"))
		return;
	while (!seen && (line = __lines_next(&f, &err))) {
		line[strcspn(line, "#")] = 0;
		line += strspn(line, " \t");
		if (strncmp(line, "hosts", 5))
			continue;
		line += 5 + strspn(line + 5, " \t");
		if (*line != ':')
			continue;
		seen = 1;
		for (tok = strtok_r(line + 1, " \t", &save); tok && n < 2;
		     tok = strtok_r(0, " \t", &save)) {
			char c = !strcmp(tok, "files") ? 'f' : !strcmp(tok, "dns") ? 'd' : 0;
			if (c && !memchr(order, c, n))
				order[n++] = c;
		}
		order[n] = 0;
	}
	__lines_close(&f);
}
