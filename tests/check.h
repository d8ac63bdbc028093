/*
 * Test helpers: checks that report file, line, the expression, the values
 * and errno, then exit 1.  Self-contained (write(2) only), so a test does not
 * depend on the stdio it may be testing, and builds against glibc as well.
 */
#ifndef WEFT_TEST_CHECK_H
#define WEFT_TEST_CHECK_H

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

__attribute__((unused)) static void t_puts(int fd, const char *s)
{
	size_t n = strlen(s);
	while (n) {
		ssize_t w = write(fd, s, n);
		if (w <= 0)
			return;
		s += w;
		n -= w;
	}
}

__attribute__((unused)) static void t_putnum(int fd, long long v)
{
	char buf[24], *p = buf + sizeof buf;
	unsigned long long u = v < 0 ? -(unsigned long long)v : (unsigned long long)v;
	*--p = 0;
	do
		*--p = '0' + u % 10;
	while (u /= 10);
	if (v < 0)
		*--p = '-';
	t_puts(fd, p);
}

static void t_fail_head(const char *file, int line, const char *what)
{
	int e = errno;
	t_puts(2, file);
	t_puts(2, ":");
	t_putnum(2, line);
	t_puts(2, ": check failed: ");
	t_puts(2, what);
	t_puts(2, " (errno ");
	t_putnum(2, e);
	t_puts(2, ")\n");
}

__attribute__((noreturn, unused)) static void t_fail(const char *file, int line, const char *what)
{
	t_fail_head(file, line, what);
	_exit(1);
}

__attribute__((noreturn, unused)) static void t_fail_eq(const char *file, int line, const char *what,
						long long a, long long b)
{
	t_fail_head(file, line, what);
	t_puts(2, "    got ");
	t_putnum(2, a);
	t_puts(2, ", expected ");
	t_putnum(2, b);
	t_puts(2, "\n");
	_exit(1);
}

__attribute__((noreturn, unused)) static void t_fail_str(const char *file, int line, const char *what,
						 const char *a, const char *b)
{
	t_fail_head(file, line, what);
	t_puts(2, "    got \"");
	t_puts(2, a ? a : "(null)");
	t_puts(2, "\", expected \"");
	t_puts(2, b ? b : "(null)");
	t_puts(2, "\"\n");
	_exit(1);
}

/* A test that cannot run here (not root, no RT priority, a kernel feature
   or tool missing) calls t_skip with the reason: run.sh reports it as
   "SKIP name (reason)".  77 is the automake convention for "skipped". */
#define T_SKIP_STATUS 77
__attribute__((noreturn, unused)) static void t_skip(const char *why)
{
	t_puts(2, why);
	t_puts(2, "\n");
	_exit(T_SKIP_STATUS);
}

/* Nonzero when the test runs under qemu-user (make check for another
   arch sets WEFT_RUN): for the few things the emulator does not do as a
   kernel would, each named where it is used and in the README. */
__attribute__((unused)) static int t_under_qemu(void)
{
	const char *r = getenv("WEFT_RUN");
	return r && *r;
}

/* The rounds a stress loop runs: n natively, a tenth of them under
   qemu-user, where each thread, fork and system call costs tens of times
   more; the loop still checks the same thing, just fewer times. */
__attribute__((unused)) static long t_rounds(long n)
{
	return t_under_qemu() && n >= 10 ? n / 10 : n;
}

/* Threads in /proc/self that are not the program's: qemu-user runs one
   of its own. */
__attribute__((unused)) static int t_host_threads(void)
{
	return t_under_qemu() ? 1 : 0;
}

__attribute__((noreturn, unused)) static void t_fail_cmp(const char *file, int line, const char *what,
						 long long a, long long b)
{
	t_fail_head(file, line, what);
	t_puts(2, "    left ");
	t_putnum(2, a);
	t_puts(2, ", right ");
	t_putnum(2, b);
	t_puts(2, "\n");
	_exit(1);
}

/* CHECK(cond): cond must hold. */
#define CHECK(c) ((c) ? (void)0 : t_fail(__FILE__, __LINE__, #c))
/* CHECK_EQ(a, b): integer (or pointer-sized) values must be equal. */
#define CHECK_EQ(a, b) do { long long a_ = (long long)(a), b_ = (long long)(b); \
	if (a_ != b_) t_fail_eq(__FILE__, __LINE__, #a " == " #b, a_, b_); } while (0)
/* CHECK_NE, CHECK_LT, CHECK_LE, CHECK_GT, CHECK_GE: the comparison must hold
   between the two integer values (compared as long long); a failure prints
   both.  Each argument is evaluated once. */
#define T_CHECK_CMP(a, op, b) do { long long a_ = (long long)(a), b_ = (long long)(b); \
	if (!(a_ op b_)) t_fail_cmp(__FILE__, __LINE__, #a " " #op " " #b, a_, b_); } while (0)
#define CHECK_NE(a, b) T_CHECK_CMP(a, !=, b)
#define CHECK_LT(a, b) T_CHECK_CMP(a, <, b)
#define CHECK_LE(a, b) T_CHECK_CMP(a, <=, b)
#define CHECK_GT(a, b) T_CHECK_CMP(a, >, b)
#define CHECK_GE(a, b) T_CHECK_CMP(a, >=, b)
/* CHECK_STR(a, b): strings must be equal. */
#define CHECK_STR(a, b) do { const char *a_ = (a), *b_ = (b); \
	if (!a_ || !b_ || strcmp(a_, b_)) t_fail_str(__FILE__, __LINE__, #a " == " #b, a_, b_); } while (0)
/* CHECK_ERR(expr, e): expr must return -1 and set errno to e. */
#define CHECK_ERR(expr, e) do { errno = 0; long long r_ = (long long)(expr); \
	if (r_ != -1) t_fail_eq(__FILE__, __LINE__, #expr " == -1", r_, -1); \
	if (errno != (e)) t_fail_eq(__FILE__, __LINE__, "errno after " #expr, errno, (e)); } while (0)

/* Time: deadlines for the timed waits and elapsed times for "waited at
   least this long" checks.  Never assert an upper bound on a duration: the
   machine may be loaded (speed belongs in make bench). */

/* A timespec as nanoseconds. */
__attribute__((unused)) static long long t_ts_ns(const struct timespec *ts)
{
	return ts->tv_sec * 1000000000LL + ts->tv_nsec;
}

/* clk's time now, in nanoseconds. */
__attribute__((unused)) static long long t_now_ns(clockid_t clk)
{
	struct timespec ts;
	if (clock_gettime(clk, &ts) != 0)
		t_fail(__FILE__, __LINE__, "clock_gettime");
	return t_ts_ns(&ts);
}

/* CLOCK_MONOTONIC in milliseconds: t0 = t_now_ms(); ...; t_now_ms() - t0. */
__attribute__((unused)) static long long t_now_ms(void)
{
	return t_now_ns(CLOCK_MONOTONIC) / 1000000;
}

/* The absolute time ns nanoseconds from now on clk (ns may be negative, for
   a deadline already past), normalised: what the timed waits take. */
__attribute__((unused)) static struct timespec t_deadline_ns(clockid_t clk, long long ns)
{
	long long at = t_now_ns(clk) + ns;
	struct timespec ts;
	ts.tv_sec = at / 1000000000;
	ts.tv_nsec = at % 1000000000;
	if (ts.tv_nsec < 0) {
		ts.tv_sec--;
		ts.tv_nsec += 1000000000;
	}
	return ts;
}

/* The absolute time ms milliseconds from now on clk. */
__attribute__((unused)) static struct timespec t_deadline_ms(clockid_t clk, long ms)
{
	return t_deadline_ns(clk, ms * 1000000LL);
}

/* Whether clk has reached the absolute time *ts (a timed wait that said
   ETIMEDOUT must not have returned before its deadline). */
__attribute__((unused)) static int t_reached(clockid_t clk, const struct timespec *ts)
{
	return t_now_ns(clk) >= t_ts_ns(ts);
}

/* Reading a small file whole, a /proc one say (open/read only, so a
   signal handler may call it too). */
#include <fcntl.h>

/* Reads path into buf, at most size - 1 bytes, and ends them with a NUL:
   the length read, or -1 (errno set) if path cannot be opened or read. */
__attribute__((unused)) static ssize_t t_read_file(const char *path, char *buf, size_t size)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC), e;
	size_t len = 0;
	ssize_t n = 0;

	if (fd < 0)
		return -1;
	while (len + 1 < size && (n = read(fd, buf + len, size - 1 - len)) > 0)
		len += n;
	e = errno;
	close(fd);
	errno = e;
	buf[len] = 0;
	return n < 0 ? -1 : (ssize_t)len;
}

/* Running a child: fork/exec helpers that fail the test with the reason. */
#include <sys/wait.h>

/* Runs /proc/self/exe with argv/envp, collecting its stdout (and stderr if
   want_err) into buf; returns the wait status. */
__attribute__((unused)) static int t_run_self(char *const argv[], char *const envp[], char *buf, size_t size, int want_err)
{
	int fds[2], status;
	size_t len = 0;
	ssize_t n;
	pid_t pid;

	CHECK(pipe(fds) == 0);
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		dup2(fds[1], 1);
		if (want_err)
			dup2(fds[1], 2);
		close(fds[0]);
		close(fds[1]);
		execve("/proc/self/exe", argv, envp);
		_exit(126);
	}
	close(fds[1]);
	while (len + 1 < size && (n = read(fds[0], buf + len, size - 1 - len)) > 0)
		len += n;
	buf[len] = 0;
	/* under qemu-user the emulator reports a fatal signal on the same
	   stderr: that line is not the program's */
	char *q = strstr(buf, "qemu: uncaught target signal");
	if (q)
		*q = 0;
	close(fds[0]);
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	return status;
}

/* For a test of what happens when the kernel refuses memory: natively
   returns 0, and the test sets RLIMIT_AS itself.  qemu-user accepts
   RLIMIT_AS but never applies it (it would limit the emulator), so there
   the test runs again (argv) in an emulator whose whole guest address
   space is `bytes` (QEMU_RESERVED_VA, read by qemu-user when the kernel
   starts it through binfmt_misc): its mmap refuses memory as the limit
   would.  The first run ends with the second's status; in the second,
   this returns 1. */
__attribute__((unused)) static int t_qemu_limit_as(char *argv[], unsigned long bytes)
{
	char val[32], *p = val + sizeof val;
	int st;
	pid_t pid;

	if (!t_under_qemu())
		return 0;
	if (getenv("QEMU_RESERVED_VA"))
		return 1;
	*--p = 0;
	do
		*--p = (char)('0' + bytes % 10);
	while (bytes /= 10);
	CHECK_EQ(setenv("QEMU_RESERVED_VA", p, 1), 0);
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		execv("/proc/self/exe", argv);
		_exit(126);
	}
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	_exit(WEXITSTATUS(st));
}

/* Waits for child pid and fails the test unless it exited with status 0. */
#define CHECK_CHILD_OK(pid) t_child_ok(__FILE__, __LINE__, (pid))
__attribute__((unused)) static void t_child_ok(const char *file, int line, pid_t pid)
{
	int st;

	if (waitpid(pid, &st, 0) != pid)
		t_fail(file, line, "waitpid(child)");
	if (!WIFEXITED(st))
		t_fail_eq(file, line, "child killed by signal", WTERMSIG(st), 0);
	if (WEXITSTATUS(st))
		t_fail_eq(file, line, "child exit status", WEXITSTATUS(st), 0);
}

/* A test that changes credentials: skips (77, why on stderr) unless
   root, else runs child (which must _exit) in a forked process, so that
   the test's own process keeps its ids, and checks it exited with 0. */
__attribute__((unused)) static int t_as_root_in_child(void (*child)(void), const char *why)
{
	pid_t pid;

	if (geteuid() != 0) {
		t_puts(2, why);
		return 77;
	}
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0)
		child();
	CHECK_CHILD_OK(pid);
	return 0;
}

/* Runs cmd with /bin/sh -c and returns its exit status (or 128 + signal). */
__attribute__((unused)) static int t_sh(const char *cmd)
{
	extern char **environ;
	int st;
	pid_t pid = fork();

	CHECK(pid >= 0);
	if (pid == 0) {
		char *argv[] = { "sh", "-c", (char *)cmd, 0 };
		execve("/bin/sh", argv, environ);
		_exit(127);
	}
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

#endif
