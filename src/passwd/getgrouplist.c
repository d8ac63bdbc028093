#include <grp.h>
#include <string.h>
#include "passwd_impl.h"

/* group first, then every group of /etc/group that lists user as a
   member, each id once.  When more than *ngroups are found, as many as fit
   are stored, *ngroups is set to the full count and -1 returned. */
int getgrouplist(const char *user, gid_t group, gid_t *groups, int *ngroups)
{
	struct __lines r;
	char *line, *field[4], *m, *end;
	int n = 0, i, e = 0, seen, match;
	gid_t gid;

	if (*ngroups > 0)
		groups[0] = group;
	n = 1;
	if (!__lines_open(&r, "/etc/group")) {
		while ((line = __lines_next(&r, &e))) {
			if (__gr_parse(line, field, &gid))
				continue;
			match = 0;
			for (m = field[3]; *m && !match; m = *end ? end + 1 : end) {
				end = strchr(m, ',');
				if (!end)
					end = m + strlen(m);
				match = (size_t)(end - m) == strlen(user) &&
					!memcmp(m, user, end - m);
			}
			if (!match)
				continue;
			for (seen = 0, i = 0; i < n && i < *ngroups && !seen; i++)
				seen = groups[i] == gid;
			if (seen || gid == group)
				continue;
			if (n < *ngroups)
				groups[n] = gid;
			n++;
		}
		__lines_close(&r);
	}
	i = *ngroups;
	*ngroups = n;
	return n > i ? -1 : n;
}
