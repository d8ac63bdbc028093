#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <string.h>
#include <unistd.h>
#include "lock.h"
#include "stdio_impl.h"

/*
 * Runs "/bin/sh -c command" with its stdin or stdout on a pipe.  POSIX
 * says a popen child must not inherit the streams of earlier popen calls:
 * their descriptors are closed in the child through the file actions
 * (ours are close-on-exec anyway unless the caller asked otherwise).
 * mode "r" or "w", optionally with "e" (close-on-exec for the caller's
 * end, as glibc).
 */
FILE *popen(const char *command, const char *mode)
{
	posix_spawn_file_actions_t fa;
	int p[2], reading, cloexec, mine, theirs, e;
	char *argv[] = { (char *)"sh", (char *)"-c", (char *)"--", (char *)command, 0 };
	pid_t pid;
	FILE *f;

	if ((mode[0] != 'r' && mode[0] != 'w') || (mode[1] && strcmp(mode + 1, "e"))) {
		errno = EINVAL;
		return 0;
	}
	reading = mode[0] == 'r';
	cloexec = mode[1] == 'e';
	if (pipe2(p, O_CLOEXEC) < 0)
		return 0;
	mine = reading ? p[0] : p[1];
	theirs = reading ? p[1] : p[0];
	f = fdopen(mine, reading ? "r" : "w");
	if (!f)
		goto fail_pipe;
	if ((e = posix_spawn_file_actions_init(&fa)))
		goto fail_file;
	e = posix_spawn_file_actions_adddup2(&fa, theirs, reading ? 1 : 0);
	__lock(&__stdio_list_lock);
	for (FILE *g = __stdio_head; g && !e; g = g->next)
		if (g->pipe_pid && g != f)
			e = posix_spawn_file_actions_addclose(&fa, g->fd);
	__unlock(&__stdio_list_lock);
	if (!e)
		e = posix_spawn(&pid, "/bin/sh", &fa, 0, argv, __environ);
	posix_spawn_file_actions_destroy(&fa);
	if (e)
		goto fail_file;
	close(theirs);
	if (!cloexec)
		fcntl(mine, F_SETFD, 0);
	f->pipe_pid = pid;
	return f;

fail_file:
	fclose(f);
	close(theirs);
	errno = e;
	return 0;
fail_pipe:
	e = errno;
	close(p[0]);
	close(p[1]);
	errno = e;
	return 0;
}
