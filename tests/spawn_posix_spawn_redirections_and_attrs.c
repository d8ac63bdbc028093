/* posix_spawn runs a program with file actions (open to stdout, dup2,
   close, chdir) and attributes (signal mask, default dispositions,
   process group); errors come back as error numbers; posix_spawnp
   searches PATH; caught signals are reset in the child, ignored ones stay
   ignored. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include "check.h"

extern char **environ;

static void on_usr1(int s) { (void)s; }

static int wait_exit(pid_t pid)
{
	int st;
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	return WEXITSTATUS(st);
}

/* What a spawn that must fail with want reports.  qemu-user runs a
   CLONE_VFORK child as a fork, in memory of its own, so the child's
   reason cannot reach posix_spawn there: it returns 0 and the child
   exits 127, which stands for want. */
static int spawn_failed(int r, const pid_t *pid, int want)
{
	if (r == 0 && t_under_qemu())
		return wait_exit(*pid) == 127 ? want : -1;
	return r;
}

static void slurp(const char *path, char *buf, size_t size)
{
	CHECK_GE(t_read_file(path, buf, size), 0);
}

/* Child mode: report this process's blocked and ignored signals and its
   process group, as "blk ign pgid".  The ignored ones as sigaction sees
   them: under qemu-user the kernel's SigIgn is the emulator's, which
   catches every signal itself. */
static int report(void)
{
	char st[4096], out[128];
	if (t_read_file("/proc/self/status", st, sizeof st) < 0)
		st[0] = 0;
	char *b = strstr(st, "SigBlk:\t");
	if (!b)
		return 1;
	unsigned long ign = 0;
	for (int sig = 1; sig < 32; sig++) {
		struct sigaction sa;
		if (sigaction(sig, 0, &sa) == 0 && sa.sa_handler == SIG_IGN)
			ign |= 1UL << (sig - 1);
	}
	snprintf(out, sizeof out, "%lx %lx %d\n", strtoul(b + 8, 0, 16), ign, (int)getpgrp());
	write(1, out, strlen(out));
	return 0;
}

int main(int argc, char **argv)
{
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t at;
	pid_t pid;
	char buf[512];

	if (argc > 1 && !strcmp(argv[1], "report"))
		return report();

	/* stdout to a file through addopen; stderr joined with dup2 */
	CHECK_EQ(posix_spawn_file_actions_init(&fa), 0);
	CHECK_EQ(posix_spawn_file_actions_addopen(&fa, 1, "out.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644), 0);
	CHECK_EQ(posix_spawn_file_actions_adddup2(&fa, 1, 2), 0);
	char *a1[] = { "sh", "-c", "echo out; echo err >&2; pwd", 0 };
	CHECK_EQ(mkdir("sub", 0755), 0);
	CHECK_EQ(posix_spawn_file_actions_addchdir_np(&fa, "sub"), 0);
	CHECK_EQ(posix_spawn(&pid, "/bin/sh", &fa, 0, a1, environ), 0);
	CHECK_EQ(wait_exit(pid), 0);
	slurp("out.txt", buf, sizeof buf);
	CHECK(!strncmp(buf, "out\nerr\n", 8));
	CHECK(strstr(buf, "/sub\n") != 0);
	CHECK_EQ(posix_spawn_file_actions_destroy(&fa), 0);

	/* a closed descriptor stays closed in the child */
	int p[2];
	CHECK_EQ(pipe(p), 0);
	CHECK_EQ(posix_spawn_file_actions_init(&fa), 0);
	CHECK_EQ(posix_spawn_file_actions_adddup2(&fa, p[1], 7), 0);
	CHECK_EQ(posix_spawn_file_actions_addclose(&fa, 7), 0);
	char *a2[] = { "sh", "-c", "echo x >&7", 0 };
	CHECK_EQ(posix_spawn(&pid, "/bin/sh", &fa, 0, a2, environ), 0);
	CHECK(wait_exit(pid) != 0);
	posix_spawn_file_actions_destroy(&fa);
	close(p[0]);
	close(p[1]);

	/* errors: a missing program, a failing file action */
	char *a3[] = { "x", 0 };
	CHECK_EQ(spawn_failed(posix_spawn(&pid, "/nonexistent/prog", 0, 0, a3, environ), &pid, ENOENT), ENOENT);
	CHECK_EQ(spawn_failed(posix_spawnp(&pid, "no-such-prog-weft", 0, 0, a3, environ), &pid, ENOENT), ENOENT);
	CHECK_EQ(posix_spawn_file_actions_init(&fa), 0);
	CHECK_EQ(posix_spawn_file_actions_addopen(&fa, 3, "missing/file", O_RDONLY, 0), 0);
	CHECK_EQ(spawn_failed(posix_spawn(&pid, "/bin/true", &fa, 0, a3, environ), &pid, ENOENT), ENOENT);
	posix_spawn_file_actions_destroy(&fa);
	CHECK_EQ(posix_spawn_file_actions_init(&fa), 0);
	CHECK_EQ(posix_spawn_file_actions_addclose(&fa, -1), EBADF);
	posix_spawn_file_actions_destroy(&fa);

	/* posix_spawnp finds true on PATH */
	char *a4[] = { "true", 0 };
	CHECK_EQ(posix_spawnp(&pid, "true", 0, 0, a4, environ), 0);
	CHECK_EQ(wait_exit(pid), 0);

	/* attributes: mask and default dispositions, process group */
	signal(SIGUSR1, on_usr1);      /* caught: reset to default in the child */
	signal(SIGUSR2, SIG_IGN);      /* ignored: stays ignored */
	CHECK_EQ(posix_spawnattr_init(&at), 0);
	sigset_t mask;
	sigemptyset(&mask);
	sigaddset(&mask, SIGHUP);
	CHECK_EQ(posix_spawnattr_setsigmask(&at, &mask), 0);
	CHECK_EQ(posix_spawnattr_setpgroup(&at, 0), 0);
	CHECK_EQ(posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP), 0);
	short fl;
	CHECK_EQ(posix_spawnattr_getflags(&at, &fl), 0);
	CHECK_EQ(fl, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP);
	CHECK_EQ(posix_spawnattr_setflags(&at, 0x4000), EINVAL);
	/* the child (this program in report mode) has SIGHUP blocked, SIGUSR2
	   ignored, SIGUSR1 back at its default, and leads its own group */
	char *a5[] = { argv[0], "report", 0 };
	CHECK_EQ(posix_spawn_file_actions_init(&fa), 0);
	CHECK_EQ(posix_spawn_file_actions_addopen(&fa, 1, "st.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644), 0);
	CHECK_EQ(posix_spawn(&pid, "/proc/self/exe", &fa, &at, a5, environ), 0);
	posix_spawn_file_actions_destroy(&fa);
	CHECK_EQ(wait_exit(pid), 0);
	slurp("st.txt", buf, sizeof buf);
	unsigned long blk = 0, ig = 0;
	int spgid = 0;
	CHECK_EQ(sscanf(buf, "%lx %lx %d", &blk, &ig, &spgid), 3);
	CHECK_EQ(blk & ~(3UL << 31), 1UL << (SIGHUP - 1));
	CHECK(ig & (1UL << (SIGUSR2 - 1)));
	CHECK(!(ig & (1UL << (SIGUSR1 - 1))));
	CHECK_EQ(spgid, pid);
	posix_spawnattr_destroy(&at);

	/* the parent's mask and handlers are untouched */
	sigset_t now;
	CHECK_EQ(sigprocmask(SIG_BLOCK, 0, &now), 0);
	CHECK_EQ(sigismember(&now, SIGHUP), 0);
	struct sigaction sa;
	CHECK_EQ(sigaction(SIGUSR1, 0, &sa), 0);
	CHECK(sa.sa_handler == on_usr1);
	return 0;
}
