#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#include "libc.h"
#include "syscall.h"

/* What system changes in the caller, to be put back on the way out. */
struct saved {
	pid_t pid;
	struct sigaction oldint, oldquit;
	sigset_t oldmask;
};

static void restore(struct saved *sv)
{
	sigaction(SIGINT, &sv->oldint, 0);
	sigaction(SIGQUIT, &sv->oldquit, 0);
	sigprocmask(SIG_SETMASK, &sv->oldmask, 0);
}

/* Cancelled while waiting: the shell would run on with no one to reap
   it, so it is killed and reaped (a wait that is not a cancellation
   point), and the caller gets its signal state back. */
static void cancelled(void *p)
{
	struct saved *sv = p;

	__syscall(SYS_kill, sv->pid, SIGKILL);
	__syscall(SYS_wait4, sv->pid, 0, 0, 0);
	restore(sv);
}

/*
 * Runs "/bin/sh -c command" and returns its wait status (exit status 127
 * if the shell could not run).  As POSIX asks, the caller ignores SIGINT
 * and SIGQUIT and blocks SIGCHLD while it waits; the child gets back the
 * dispositions and mask the caller had.  system(NULL) says whether a
 * shell is available.  A cancellation point, while it waits.
 */
int system(const char *command)
{
	struct sigaction ign = { .sa_handler = SIG_IGN };
	struct saved sv;
	sigset_t chld, dfl;
	posix_spawnattr_t attr;
	char *argv[] = { (char *)"sh", (char *)"-c", (char *)"--", (char *)command, 0 };
	int status = -1, e;

	if (!command)
		return access("/bin/sh", X_OK) == 0;

	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_BLOCK, &chld, &sv.oldmask);
	sigaction(SIGINT, &ign, &sv.oldint);
	sigaction(SIGQUIT, &ign, &sv.oldquit);

	sigemptyset(&dfl);
	if (sv.oldint.sa_handler != SIG_IGN)
		sigaddset(&dfl, SIGINT);
	if (sv.oldquit.sa_handler != SIG_IGN)
		sigaddset(&dfl, SIGQUIT);
	posix_spawnattr_init(&attr);
	posix_spawnattr_setsigmask(&attr, &sv.oldmask);
	posix_spawnattr_setsigdefault(&attr, &dfl);
	posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);

	e = posix_spawn(&sv.pid, "/bin/sh", 0, &attr, argv, __environ);
	posix_spawnattr_destroy(&attr);
	if (!e) {
		pthread_cleanup_push(cancelled, &sv);
		while (waitpid(sv.pid, &status, 0) < 0) {
			if (errno != EINTR) {
				status = -1;
				break;
			}
		}
		pthread_cleanup_pop(0);
	} else {
		status = 127 << 8;   /* as if the shell had exited with 127 */
	}

	restore(&sv);
	return status;
}
