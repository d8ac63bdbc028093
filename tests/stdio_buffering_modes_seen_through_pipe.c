/* Full, line and no buffering seen from the reading end of stdout's pipe:
   the child writes a step, tells the parent, and the parent looks at what
   has arrived (non-blocking) before letting the child go on. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static int data[2], done[2], go[2];

/* child side */
static void step(void)
{
	char c = 1;
	CHECK_EQ(write(done[1], &c, 1), 1);
	CHECK_EQ(read(go[0], &c, 1), 1);
}

/* parent side: wait for a step, return what the pipe holds now */
static const char *seen(void)
{
	static char buf[4096];
	char c;
	ssize_t n;

	CHECK_EQ(read(done[0], &c, 1), 1);
	n = read(data[0], buf, sizeof buf - 1);
	if (n < 0) {
		CHECK_EQ(errno, EAGAIN);
		n = 0;
	}
	buf[n] = 0;
	return buf;
}

static void next(void)
{
	char c = 1;
	CHECK_EQ(write(go[1], &c, 1), 1);
}

static char userbuf[64];

static void child(int mode)
{
	dup2(data[1], 1);
	if (mode == 1)
		CHECK_EQ(setvbuf(stdout, NULL, _IOLBF, 0), 0);
	if (mode == 2)
		CHECK_EQ(setvbuf(stdout, NULL, _IONBF, 0), 0);
	if (mode == 3)
		CHECK_EQ(setvbuf(stdout, userbuf, _IOFBF, sizeof userbuf), 0);
	switch (mode) {
	case 0:     /* full (a pipe is not a terminal) */
		fputs("one\ntwo\n", stdout);
		step();
		fflush(stdout);
		step();
		break;
	case 1:     /* line */
		fputs("ab", stdout);
		step();
		fputs("c\nd", stdout);
		step();
		fputc('\n', stdout);
		step();
		break;
	case 2:     /* none */
		fputs("x", stdout);
		step();
		fputc('y', stdout);
		step();
		break;
	case 3:     /* full, caller's 64-byte buffer */
		for (int i = 0; i < 10; i++)
			fputc('0' + i, stdout);
		step();
		for (int i = 0; i < 20; i++)
			for (int i = 0; i < 10; i++)
			fputc('0' + i, stdout);
		step();
		break;
	}
	_exit(0);
}

static void run(int mode)
{
	int st;
	pid_t pid;
	const char *s;

	CHECK(pipe2(data, O_NONBLOCK) == 0);
	CHECK(pipe(done) == 0 && pipe(go) == 0);
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0)
		child(mode);
	switch (mode) {
	case 0:
		CHECK_STR(seen(), "");
		next();
		CHECK_STR(seen(), "one\ntwo\n");
		next();
		break;
	case 1:
		CHECK_STR(seen(), "");
		next();
		CHECK_STR(seen(), "abc\n");
		next();
		CHECK_STR(seen(), "d\n");
		next();
		break;
	case 2:
		CHECK_STR(seen(), "x");
		next();
		CHECK_STR(seen(), "y");
		next();
		break;
	case 3:
		CHECK_STR(seen(), "");
		next();
		s = seen();
		/* the small buffer overflowed: a prefix of the data arrived */
		CHECK(strlen(s) >= 64);
		for (size_t i = 0; s[i]; i++)
			CHECK_EQ(s[i], '0' + i % 10);
		next();
		break;
	}
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK_EQ(st, 0);
	close(data[0]); close(data[1]); close(done[0]); close(done[1]);
	close(go[0]); close(go[1]);
}

int main(void)
{
	for (int mode = 0; mode < 4; mode++)
		run(mode);
	return 0;
}
