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

int main(void)
{
	char buf[4096];
	int status;
	pid_t pid;

	CHECK_EQ(mkdir("jail", 0700), 0);
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		if (unshare(CLONE_NEWUSER) || chroot("jail"))
			_exit(77);
		errno = 0;
		if (getcwd(buf, sizeof buf) || errno != ENOENT)
			_exit(1);
		errno = 0;
		if (getcwd(NULL, 0) || errno != ENOENT)
			_exit(2);
		_exit(0);
	}
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	CHECK(WIFEXITED(status));
	if (WEXITSTATUS(status) == 77)
		t_skip("no user namespace for chroot");
	CHECK_EQ(WEXITSTATUS(status), 0);

	/* the same from a directory deeper than PATH_MAX; the child leaves
	   the chain behind, for the test's scratch directory to take */
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		char name[201], jail[64];
		int jfd = open("jail", O_RDONLY | O_DIRECTORY);
		if (jfd < 0)
			_exit(3);
		memset(name, 'd', 200);
		name[200] = 0;
		for (int i = 0; i < 30; i++)
			if (mkdir(name, 0700) || chdir(name))
				_exit(4);
		snprintf(jail, sizeof jail, "/proc/self/fd/%d", jfd);
		if (unshare(CLONE_NEWUSER) || chroot(jail))
			_exit(77);
		errno = 0;
		if (getcwd(NULL, 0) || errno != ENOENT)
			_exit(5);
		_exit(0);
	}
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	CHECK(WIFEXITED(status));
	if (WEXITSTATUS(status) == 77)
		t_skip("no user namespace for chroot");
	CHECK_EQ(WEXITSTATUS(status), 0);
	return 0;
}
