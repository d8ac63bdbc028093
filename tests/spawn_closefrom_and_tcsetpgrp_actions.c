/* posix_spawn_file_actions_addclosefrom_np closes every descriptor from
   its argument up in the child (those below stay open);
   posix_spawn_file_actions_addtcsetpgrp_np makes the child's process
   group the terminal's foreground group, and a descriptor that is no
   terminal makes posix_spawn fail with ENOTTY; both refuse a negative
   descriptor with EBADF. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pty.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <sys/wait.h>
#include <termios.h>
#include "check.h"

extern char **environ;

static int wait_exit(pid_t pid)
{
	int st;
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	return WEXITSTATUS(st);
}

/* In a new session whose controlling terminal is the pty's slave: spawn
   a child in a group of its own, in the foreground; the session sees
   that group in front.  Returns the exit status to give. */
static int tcsetpgrp_in_session(void)
{
	int m, s;
	char name[64];
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t at;
	pid_t pid;
	char *argv[] = { "sh", "-c", "exit 0", 0 };

	if (openpty(&m, &s, name, 0, 0) != 0)
		return 77;
	if (setsid() < 0)
		return 2;
	close(s);
	s = open(name, O_RDWR);        /* becomes the controlling terminal */
	if (s < 0 || tcgetpgrp(s) != getpid())
		return 3;
	if (posix_spawn_file_actions_init(&fa) || posix_spawnattr_init(&at))
		return 4;
	posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP);
	posix_spawnattr_setpgroup(&at, 0);
	if (posix_spawn_file_actions_addtcsetpgrp_np(&fa, s))
		return 5;
	/* The session leader, now in the background, would get SIGTTOU
	   when it takes the terminal back. */
	signal(SIGTTOU, SIG_IGN);
	if (posix_spawn(&pid, "/bin/sh", &fa, &at, argv, environ))
		return 6;
	if (wait_exit(pid) != 0)
		return 7;
	if (tcgetpgrp(s) != pid)
		return 8;
	if (tcsetpgrp(s, getpid()) != 0)
		return 9;
	return 0;
}

int main(void)
{
	posix_spawn_file_actions_t fa;
	pid_t pid;
	int p[2], null;
	char out[64] = "";

	CHECK_EQ(posix_spawn_file_actions_init(&fa), 0);
	CHECK_EQ(posix_spawn_file_actions_addclosefrom_np(&fa, -1), EBADF);
	CHECK_EQ(posix_spawn_file_actions_addtcsetpgrp_np(&fa, -1), EBADF);

	null = open("/dev/null", O_RDONLY);
	CHECK_GE(null, 0);
	CHECK_EQ(dup2(null, 20), 20);
	CHECK_EQ(dup2(null, 21), 21);
	CHECK_EQ(dup2(null, 25), 25);
	CHECK_EQ(pipe2(p, O_CLOEXEC), 0);
	CHECK_EQ(posix_spawn_file_actions_adddup2(&fa, p[1], 1), 0);
	CHECK_EQ(posix_spawn_file_actions_addclosefrom_np(&fa, 21), 0);
	char *argv[] = { "sh", "-c",
		"for n in 20 21 25; do [ -e /proc/$$/fd/$n ] && printf '%s ' $n; done; exit 0", 0 };
	CHECK_EQ(posix_spawn(&pid, "/bin/sh", &fa, 0, argv, environ), 0);
	close(p[1]);
	CHECK_GT(read(p[0], out, sizeof out - 1), 0);
	CHECK_STR(out, "20 ");
	CHECK_EQ(wait_exit(pid), 0);
	close(p[0]);
	CHECK_EQ(posix_spawn_file_actions_destroy(&fa), 0);

	/* Not a terminal. */
	CHECK_EQ(posix_spawn_file_actions_init(&fa), 0);
	CHECK_EQ(posix_spawn_file_actions_addtcsetpgrp_np(&fa, null), 0);
	int r = posix_spawn(&pid, "/bin/sh", &fa, 0, argv, environ);
	if (r == 0 && t_under_qemu())
		/* qemu-user: the CLONE_VFORK child's error cannot reach the
		   parent; it exits 127 instead. */
		r = wait_exit(pid) == 127 ? ENOTTY : -1;
	CHECK_EQ(r, ENOTTY);
	CHECK_EQ(posix_spawn_file_actions_destroy(&fa), 0);

	pid = fork();
	CHECK_GE(pid, 0);
	if (pid == 0)
		_exit(tcsetpgrp_in_session());
	r = wait_exit(pid);
	if (r == 77)
		t_skip("no pseudo-terminals here");
	CHECK_EQ(r, 0);
	return 0;
}
