/* The exec family runs programs with the right argv and environment:
   execv/execve/execl/execle/execlp/execvp/execvpe/fexecve, PATH search
   (with an empty PATH entry meaning "."), a script without "#!" run by
   /bin/sh, and ENOENT/EACCES reporting. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include "check.h"

extern char **environ;

/* Child mode: print argv[1..] and $WEFT_X, separated by '|'. */
static int child(int argc, char **argv)
{
	for (int i = 2; i < argc; i++) {
		t_puts(1, argv[i]);
		t_puts(1, "|");
	}
	const char *x = getenv("WEFT_X");
	t_puts(1, x ? x : "-");
	return 0;
}

/* Runs fn in a child with stdout to a pipe; returns what it printed. */
static int run(void (*fn)(void), char *out, size_t size)
{
	int fds[2], st;
	size_t len = 0;
	ssize_t n;

	CHECK_EQ(pipe(fds), 0);
	pid_t p = fork();
	CHECK(p >= 0);
	if (p == 0) {
		dup2(fds[1], 1);
		close(fds[0]);
		close(fds[1]);
		fn();
		_exit(errno == ENOENT ? 90 : errno == EACCES ? 91 : 92);
	}
	close(fds[1]);
	while (len + 1 < size && (n = read(fds[0], out + len, size - 1 - len)) > 0)
		len += n;
	out[len] = 0;
	close(fds[0]);
	CHECK_EQ(waitpid(p, &st, 0), p);
	CHECK(WIFEXITED(st));
	return WEXITSTATUS(st);
}

static char self[4096];
static char *env_x[] = { "WEFT_X=yes", 0 };

static void do_execv(void) { char *a[] = { "x", "child", "a b", "", 0 }; execv(self, a); }
static void do_execve(void) { char *a[] = { "x", "child", "e", 0 }; execve(self, a, env_x); }
static void do_execl(void) { execl(self, "x", "child", "1", "2", (char *)0); }
static void do_execle(void) { execle(self, "x", "child", "le", (char *)0, env_x); }
static void do_execlp(void) { execlp("weftprog", "weftprog", "child", "lp", (char *)0); }
static void do_execvp(void) { char *a[] = { "weftprog", "child", "vp", 0 }; execvp("weftprog", a); }
static void do_execvpe(void) { char *a[] = { "weftprog", "child", "vpe", 0 }; execvpe("weftprog", a, env_x); }
static void do_missing(void) { char *a[] = { "nope", 0 }; execvp("no-such-program-weft", a); }
static void do_noexec(void) { char *a[] = { "noexec", 0 }; execvp("noexec.bin", a); }
static void do_script(void) { char *a[] = { "script.sh", "arg1", 0 }; execvp("script.sh", a); }
static void do_fexecve(void)
{
	char *a[] = { "x", "child", "fd", 0 };
	int fd = open(self, O_RDONLY | O_CLOEXEC);
	fexecve(fd, a, env_x);
}

int main(int argc, char **argv)
{
	char out[512];

	if (argc > 1 && !strcmp(argv[1], "child"))
		return child(argc, argv);
	ssize_t n = syscall(SYS_readlinkat, AT_FDCWD, "/proc/self/exe", self, sizeof self - 1);
	CHECK(n > 0);
	self[n] = 0;

	/* a private bin directory: a symlink to ourselves, a non-executable
	   file and a shell script without #! */
	CHECK_EQ(t_sh("rm -rf bin && mkdir bin"), 0);
	CHECK_EQ(syscall(SYS_symlinkat, self, AT_FDCWD, "bin/weftprog"), 0);
	CHECK_EQ(t_sh("printf 'x' > bin/noexec.bin && chmod 644 bin/noexec.bin && "
		      "printf 'echo \"script:$0:$1\"\\n' > bin/script.sh && chmod 755 bin/script.sh"), 0);
	CHECK_EQ(setenv("WEFT_X", "inherited", 1), 0);

	CHECK_EQ(run(do_execv, out, sizeof out), 0);
	CHECK_STR(out, "a b||inherited");
	CHECK_EQ(run(do_execve, out, sizeof out), 0);
	CHECK_STR(out, "e|yes");
	CHECK_EQ(run(do_execl, out, sizeof out), 0);
	CHECK_STR(out, "1|2|inherited");
	CHECK_EQ(run(do_execle, out, sizeof out), 0);
	CHECK_STR(out, "le|yes");
	CHECK_EQ(run(do_fexecve, out, sizeof out), 0);
	CHECK_STR(out, "fd|yes");

	char cwd[4096];
	CHECK(syscall(SYS_getcwd, cwd, sizeof cwd) > 0);
	char path[8300];
	size_t l = strlen(cwd);
	memcpy(path, "/nonexistent:", 13);
	memcpy(path + 13, cwd, l);
	memcpy(path + 13 + l, "/bin", 5);
	CHECK_EQ(setenv("PATH", path, 1), 0);
	CHECK_EQ(run(do_execlp, out, sizeof out), 0);
	CHECK_STR(out, "lp|inherited");
	CHECK_EQ(run(do_execvp, out, sizeof out), 0);
	CHECK_STR(out, "vp|inherited");
	CHECK_EQ(run(do_execvpe, out, sizeof out), 0);
	CHECK_STR(out, "vpe|yes");
	CHECK_EQ(run(do_missing, out, sizeof out), 90);
	CHECK_EQ(run(do_noexec, out, sizeof out), 91);

	/* ENOEXEC: the script runs under /bin/sh with its arguments */
	setenv("PATH", path, 1);
	CHECK_EQ(run(do_script, out, sizeof out), 0);
	CHECK(strstr(out, "script:") && strstr(out, "script.sh:arg1"));

	/* an empty PATH entry is the current directory */
	CHECK_EQ(setenv("PATH", ":/nonexistent", 1), 0);
	CHECK_EQ(syscall(SYS_chdir, "bin"), 0);
	CHECK_EQ(run(do_execvp, out, sizeof out), 0);
	CHECK_STR(out, "vp|inherited");
	return 0;
}
