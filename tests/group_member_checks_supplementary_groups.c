/* group_member: true for each supplementary group, false for a group
   the process is not in. */
#define _GNU_SOURCE
#include <unistd.h>
#include "check.h"

int main(void)
{
	gid_t l[256];
	int n = getgroups(256, l);
	CHECK(n >= 0);
	for (int i = 0; i < n; i++)
		CHECK(group_member(l[i]));
	gid_t other = 54321;
	for (int i = 0; i < n; i++)
		if (l[i] == other)
			t_skip("process is in group 54321");
	CHECK(!group_member(other));
	return 0;
}
