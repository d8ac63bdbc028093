/* getcwd when the working directory lies outside the process's root
   (chroot into a subdirectory without changing directory: the kernel's
   answer starts with "(unreachable)"): ENOENT, not that text; also when
   the path is too long for the kernel and is found by walking up, which
   ends at a top that is not the root.  The chroot is done in a child,
   in a new user namespace; skipped where those cannot be made. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

/* In a new user namespace, the root moves to jail and the working
   directory stays outside it; nonzero where that cannot be done. */
static int lock_out(const char *jail)
{
	return unshare(CLONE_NEWUSER) || chroot(jail);
}

static int shallow(void)
{
	char buf[4096];

	if (lock_out("jail"))
		return 77;
	errno = 0;
	if (getcwd(buf, sizeof buf) || errno != ENOENT)
		return 1;
	errno = 0;
	if (getcwd(NULL, 0) || errno != ENOENT)
		return 2;
	return 0;
}

/* From a directory deeper than PATH_MAX; the child leaves the chain
   behind, for the test's scratch directory to take. */
static int deep(void)
{
	char name[201], jail[64];
	int jfd = open("jail", O_RDONLY | O_DIRECTORY);

	if (jfd < 0)
		return 3;
	memset(name, 'd', 200);
	name[200] = 0;
	for (int i = 0; i < 30; i++)
		if (mkdir(name, 0700) || chdir(name))
			return 4;
	snprintf(jail, sizeof jail, "/proc/self/fd/%d", jfd);
	if (lock_out(jail))
		return 77;
	errno = 0;
	if (getcwd(NULL, 0) || errno != ENOENT)
		return 5;
	return 0;
}

/* body in a child: its exit status 0, or the test skipped for 77. */
static void in_child(int (*body)(void))
{
	int status;
	pid_t pid = fork();

	CHECK(pid >= 0);
	if (pid == 0)
		_exit(body());
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	CHECK(WIFEXITED(status));
	if (WEXITSTATUS(status) == 77)
		t_skip("no user namespace for chroot");
	CHECK_EQ(WEXITSTATUS(status), 0);
}

int main(void)
{
	CHECK_EQ(mkdir("jail", 0700), 0);
	in_child(shallow);
	in_child(deep);
	return 0;
}
