/* getcwd when the working directory lies outside the process's root
   (chroot into a subdirectory without changing directory: the kernel's
   answer starts with "(unreachable)"): ENOENT, not that text.  The
   chroot is done in a child, in a new user namespace; skipped where
   those cannot be made. */
#define _GNU_SOURCE
#include <sched.h>
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
	CHECK_EQ(rmdir("jail"), 0);
	return 0;
}
