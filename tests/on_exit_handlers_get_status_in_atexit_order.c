/* on_exit handlers get exit's status (or main's return value) and their
   argument, and run last-registered first, interleaved with atexit
   handlers in one order. */
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static int out;
static char tag[] = "abc";

static void put(const char *s)
{
	CHECK_EQ(write(out, s, strlen(s)), (long)strlen(s));
}

static void plain1(void)
{
	put("A;");
}

static void plain2(void)
{
	put("C;");
}

static void with_status(int status, void *arg)
{
	char buf[32];

	snprintf(buf, sizeof buf, "B%d%s;", status, (char *)arg);
	put(buf);
}

static void run(int how, const char *want)
{
	int fd[2], st;
	char buf[64];
	ssize_t n, len;
	pid_t pid;

	CHECK_EQ(pipe(fd), 0);
	pid = fork();
	CHECK(pid >= 0);
	if (!pid) {
		out = fd[1];
		close(fd[0]);
		CHECK_EQ(atexit(plain1), 0);
		CHECK_EQ(on_exit(with_status, tag), 0);
		CHECK_EQ(atexit(plain2), 0);
		CHECK_EQ(on_exit(with_status, tag + 2), 0);
		if (how)
			exit(7);
		return;
	}
	close(fd[1]);
	for (len = 0; (n = read(fd[0], buf + len, sizeof buf - 1 - len)) > 0;)
		len += n;
	buf[len] = 0;
	close(fd[0]);
	CHECK_STR(buf, want);
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), how ? 7 : 42);
}

int main(void)
{
	run(1, "B7c;C;B7abc;A;");
	run(0, "B42c;C;B42abc;A;");
	if (out)
		return 42;
	return 0;
}
