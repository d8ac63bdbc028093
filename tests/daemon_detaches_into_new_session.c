/* daemon(): the caller's parent sees it exit at once with status 0; the
   process that goes on leads a new session, sits in "/" and has
   /dev/null as its standard streams (unless asked not to).  setpgrp()
   makes the caller lead a process group of its own. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

struct report {
	int leads_session, in_root, null_streams, kept_dir;
};

int main(void)
{
	int p[2], st;
	struct report r;
	pid_t pid;

	/* daemon(0, 0) */
	CHECK_EQ(pipe(p), 0);
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		close(p[0]);
		if (daemon(0, 0) != 0)
			_exit(3);
		char cwd[16];
		struct stat s0, s2;
		memset(&r, 0, sizeof r);
		r.leads_session = getsid(0) == getpid() && getpgrp() == getpid();
		r.in_root = getcwd(cwd, sizeof cwd) && !strcmp(cwd, "/");
		r.null_streams = !fstat(0, &s0) && !fstat(2, &s2) && S_ISCHR(s0.st_mode) &&
				 s0.st_rdev == makedev(1, 3) && s2.st_rdev == makedev(1, 3);
		if (write(p[1], &r, sizeof r) != sizeof r)
			_exit(1);
		_exit(0);
	}
	close(p[1]);
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	memset(&r, 0, sizeof r);
	CHECK_EQ(read(p[0], &r, sizeof r), (long)sizeof r);
	CHECK(r.leads_session);
	CHECK(r.in_root);
	CHECK(r.null_streams);
	close(p[0]);

	/* daemon(1, 1): the directory and the streams stay */
	CHECK_EQ(pipe(p), 0);
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		close(p[0]);
		if (chdir("/tmp") != 0 || daemon(1, 1) != 0)
			_exit(3);
		char cwd[16];
		memset(&r, 0, sizeof r);
		r.leads_session = getsid(0) == getpid();
		r.kept_dir = getcwd(cwd, sizeof cwd) && !strcmp(cwd, "/tmp");
		if (write(p[1], &r, sizeof r) != sizeof r)
			_exit(1);
		_exit(0);
	}
	close(p[1]);
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_EQ(read(p[0], &r, sizeof r), (long)sizeof r);
	CHECK(r.leads_session);
	CHECK(r.kept_dir);
	close(p[0]);

	/* setpgrp */
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0)
		_exit(setpgrp() == 0 && getpgrp() == getpid() ? 0 : 1);
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	return 0;
}
