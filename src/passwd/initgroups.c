#include <errno.h>
#include <grp.h>
#include <stdlib.h>

/* The supplementary groups become user's groups from /etc/group plus
   group.  The list is grown until getgrouplist's count fits. */
int initgroups(const char *user, gid_t group)
{
	gid_t small[32], *list = small;
	int n = 32, r;

	while (getgrouplist(user, group, list, &n) < 0) {
		if (list != small)
			free(list);
		list = malloc(n * sizeof *list);
		if (!list)
			return -1;
	}
	r = setgroups(n, list);
	if (list != small)
		free(list);
	return r;
}
