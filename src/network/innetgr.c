#include <netdb.h>
#include <string.h>
#include "netgroup_impl.h"

/* A null argument, or a triple's empty field, matches anything. */
static int same(const char *want, const char *have)
{
	return !want || !have || !strcmp(want, have);
}

/* Whether netgroup (nested groups included) has a triple matching
   host, user and domain: 1 or 0.  setnetgrent's walk is not touched. */
int innetgr(const char *netgroup, const char *host, const char *user, const char *domain)
{
	struct __ngr_list l = { 0, 0, 0 };
	int found = 0;

	if (__ngr_expand(netgroup, &l) > 0)
		for (int i = 0; i < l.n && !found; i++)
			found = same(host, l.t[i].f[0]) && same(user, l.t[i].f[1]) &&
				same(domain, l.t[i].f[2]);
	__ngr_free(&l);
	return found;
}
