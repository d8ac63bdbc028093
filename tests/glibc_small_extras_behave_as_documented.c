/* Small glibc extensions programs call by name: gnu_dev_major/minor/
   makedev, fcntl64, isinf/isnan as functions, getwd (on failure weft
   puts the message in the buffer), sysv_signal (handler reset, signal not blocked,
   no restart), bsd_signal/ssignal (handler kept), gsignal, dysize,
   timelocal, memfrob, strfry, twalk_r. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <search.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

/* Called by name: under _GNU_SOURCE bsd_signal is not declared, as with
   glibc, and these may be macros. */
extern void (*bsd_signal(int, void (*)(int)))(int);
extern int (isinf)(double);
extern int (isnan)(double);

static volatile int hits, blocked_inside;

static void handler(int sig)
{
	sigset_t cur;
	sigprocmask(SIG_BLOCK, 0, &cur);
	blocked_inside = sigismember(&cur, sig);
	hits++;
}

static int cmp(const void *a, const void *b)
{
	return strcmp(a, b);
}

static void count(const void *node, VISIT which, void *closure)
{
	(void)node;
	if (which == leaf || which == postorder)
		++*(int *)closure;
}

int main(void)
{
	dev_t d = gnu_dev_makedev(0x12345, 0x6789a);
	CHECK_EQ(gnu_dev_major(d), 0x12345);
	CHECK_EQ(gnu_dev_minor(d), 0x6789a);
	CHECK_EQ(d, makedev(0x12345, 0x6789a));
	CHECK_EQ(gnu_dev_makedev(8, 1), 0x801);

	int fd = open("/dev/null", O_RDONLY);
	CHECK_GE(fd, 0);
	CHECK_EQ(fcntl64(fd, F_SETFD, FD_CLOEXEC), 0);
	CHECK_EQ(fcntl64(fd, F_GETFD), FD_CLOEXEC);
	CHECK_ERR(fcntl64(-1, F_GETFD), EBADF);
	close(fd);

	volatile double inf = INFINITY, nan_ = NAN, one = 1.0;
	/* Through pointers: the compiler answers a direct call itself. */
	int (*volatile isinf_fn)(double) = isinf, (*volatile isnan_fn)(double) = isnan;
	CHECK_EQ(isinf_fn(inf), 1);
	CHECK_EQ(isinf_fn(-inf), -1);
	CHECK_EQ(isinf_fn(one), 0);
	CHECK(isnan_fn(nan_));
	CHECK(!isnan_fn(inf));

	char buf[PATH_MAX], cwd[PATH_MAX];
	CHECK(getcwd(cwd, sizeof cwd));
	CHECK(getwd(buf) == buf);
	CHECK_STR(buf, cwd);
	/* Failure: a removed working directory. */
	CHECK_EQ(mkdir("gone", 0700), 0);
	CHECK_EQ(chdir("gone"), 0);
	CHECK_EQ(rmdir("../gone"), 0);
	errno = 0;
	CHECK(getwd(buf) == 0);
	CHECK_EQ(errno, ENOENT);
#ifndef __GLIBC__
	/* weft writes the message, as the BSD manual says (glibc 2.36
	   leaves the buffer alone). */
	CHECK_STR(buf, strerror(ENOENT));
#endif
	CHECK(getwd(0) == 0);
	CHECK_EQ(errno, EINVAL);
	CHECK_EQ(chdir(cwd), 0);

	/* sysv_signal: one-shot, not blocked in the handler. */
	hits = 0;
	CHECK(sysv_signal(SIGUSR1, handler) != SIG_ERR);
	CHECK_EQ(raise(SIGUSR1), 0);
	CHECK_EQ(hits, 1);
	CHECK_EQ(blocked_inside, 0);
	struct sigaction sa;
	CHECK_EQ(sigaction(SIGUSR1, 0, &sa), 0);
	CHECK(sa.sa_handler == SIG_DFL);
	CHECK(sysv_signal(SIGKILL, handler) == SIG_ERR);
	CHECK_EQ(errno, EINVAL);
	CHECK(sysv_signal(0, handler) == SIG_ERR);
	CHECK_EQ(errno, EINVAL);

	/* bsd_signal and ssignal keep the handler; gsignal raises. */
	hits = 0;
	CHECK(bsd_signal(SIGUSR2, handler) == SIG_DFL);
	CHECK_EQ(gsignal(SIGUSR2), 0);
	CHECK_EQ(blocked_inside, 1);
	CHECK(ssignal(SIGUSR2, handler) == handler);
	CHECK_EQ(gsignal(SIGUSR2), 0);
	CHECK_EQ(hits, 2);
	CHECK_EQ(sigaction(SIGUSR2, 0, &sa), 0);
	CHECK(sa.sa_handler == handler);
	CHECK(sa.sa_flags & SA_RESTART);

	CHECK_EQ(dysize(2000), 366);
	CHECK_EQ(dysize(1900), 365);
	CHECK_EQ(dysize(2024), 366);
	CHECK_EQ(dysize(2023), 365);

	struct tm tm = { .tm_year = 100, .tm_mon = 0, .tm_mday = 1, .tm_isdst = -1 };
	struct tm tm2 = tm;
	CHECK_EQ(timelocal(&tm), mktime(&tm2));

	char s[] = "hello, world";
	CHECK(memfrob(s, sizeof s - 1) == s);
	CHECK_EQ(s[0], 'h' ^ 42);
	memfrob(s, sizeof s - 1);
	CHECK_STR(s, "hello, world");

	char f[] = "abcdefghijklmnopqrstuvwxyz";
	CHECK(strfry(f) == f);
	CHECK_EQ(strlen(f), 26);
	char sorted[27];
	for (int i = 0; i < 26; i++)
		sorted[i] = 0;
	for (int i = 0; i < 26; i++)
		sorted[f[i] - 'a'] = f[i];
	sorted[26] = 0;
	CHECK_STR(sorted, "abcdefghijklmnopqrstuvwxyz");
	char empty[] = "";
	CHECK(strfry(empty) == empty);

	void *root = 0;
	const char *keys[] = { "m", "c", "x", "a", "e" };
	for (int i = 0; i < 5; i++)
		CHECK(tsearch(keys[i], &root, cmp));
	int n = 0;
	twalk_r(root, count, &n);
	CHECK_EQ(n, 5);
	n = 0;
	twalk_r(0, count, &n);
	CHECK_EQ(n, 0);
	return 0;
}
