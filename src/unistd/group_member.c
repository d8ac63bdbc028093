#include <stdlib.h>
#include <unistd.h>

/* Whether gid is one of the supplementary groups (as glibc, the
   effective group counts only when getgroups lists it). */
int group_member(gid_t gid)
{
	gid_t small[64], *list = small;
	int n, i, found = 0;

	n = getgroups(64, small);
	if (n < 0) {
		/* more than 64: ask for the count, then for the list */
		n = getgroups(0, 0);
		if (n < 0 || !(list = malloc((n ? n : 1) * sizeof *list)))
			return 0;
		n = getgroups(n, list);
	}
	for (i = 0; i < n && !found; i++)
		found = list[i] == gid;
	if (list != small)
		free(list);
	return found;
}
