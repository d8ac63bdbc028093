/* initgroups: as root, the supplementary groups become the extra group
   plus the user's groups of /etc/group; without privilege, EPERM. */
#define _DEFAULT_SOURCE
#include <grp.h>
#include <stdio.h>
#include <sys/wait.h>
#include "check.h"

static int has(const gid_t *l, int n, gid_t g)
{
	for (int i = 0; i < n; i++)
		if (l[i] == g)
			return 1;
	return 0;
}

int main(void)
{
	if (geteuid() != 0) {
		CHECK_ERR(initgroups("root", 0), EPERM);
		return 0;
	}
	/* a user listed as a member of a group */
	static char user[256];
	gid_t gid = 0;
	struct group *gr;
	setgrent();
	while ((gr = getgrent()))
		if (gr->gr_mem[0] && strlen(gr->gr_mem[0]) < sizeof user) {
			strcpy(user, gr->gr_mem[0]);
			gid = gr->gr_gid;
			break;
		}
	endgrent();
	if (!user[0])
		t_skip("no group in /etc/group lists a member");

	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		gid_t l[256];
		CHECK_EQ(initgroups(user, 54321), 0);
		int n = getgroups(256, l);
		CHECK(n >= 2);
		CHECK(has(l, n, 54321));
		CHECK(has(l, n, gid));
		/* then, without privilege, a change is refused */
		CHECK_EQ(setuid(65534), 0);
		CHECK_ERR(initgroups(user, 54321), EPERM);
		_exit(0);
	}
	CHECK_CHILD_OK(pid);
	return 0;
}
