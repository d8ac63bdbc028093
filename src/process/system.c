#include <errno.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#include "libc.h"

/*
 * Runs "/bin/sh -c command" and returns its wait status (exit status 127
 * if the shell could not run).  As POSIX asks, the caller ignores SIGINT
 * and SIGQUIT and blocks SIGCHLD while it waits; the child gets back the
 * dispositions and mask the caller had.  system(NULL) says whether a
 * shell is available.
 */
int system(const char *command)
{
	struct sigaction ign = { .sa_handler = SIG_IGN }, oldint, oldquit;
	sigset_t chld, oldmask, dfl;
	posix_spawnattr_t attr;
	char *argv[] = { (char *)"sh", (char *)"-c", (char *)"--", (char *)command, 0 };
	int status = -1, e;
	pid_t pid;

	if (!command)
		return access("/bin/sh", X_OK) == 0;

	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_BLOCK, &chld, &oldmask);
	sigaction(SIGINT, &ign, &oldint);
	sigaction(SIGQUIT, &ign, &oldquit);

	sigemptyset(&dfl);
	if (oldint.sa_handler != SIG_IGN)
		sigaddset(&dfl, SIGINT);
	if (oldquit.sa_handler != SIG_IGN)
		sigaddset(&dfl, SIGQUIT);
	posix_spawnattr_init(&attr);
	posix_spawnattr_setsigmask(&attr, &oldmask);
	posix_spawnattr_setsigdefault(&attr, &dfl);
	posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);

	e = posix_spawn(&pid, "/bin/sh", 0, &attr, argv, __environ);
	posix_spawnattr_destroy(&attr);
	if (!e) {
		while (waitpid(pid, &status, 0) < 0) {
			if (errno != EINTR) {
				status = -1;
				break;
			}
		}
	} else {
		status = 127 << 8;   /* as if the shell had exited with 127 */
	}

	sigaction(SIGINT, &oldint, 0);
	sigaction(SIGQUIT, &oldquit, 0);
	sigprocmask(SIG_SETMASK, &oldmask, 0);
	return status;
}
