/* Several forked children write lines to one pipe: on a line-buffered
   stdout a line built from several calls leaves in one write, and on the
   unbuffered stderr one fputs is one write, so every line arrives whole. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

#define KIDS 4
#define LINES 400

static const char tail[] = "-abcdefghijklmnopqrstuvwxyz0123456789-abcdefghijklmnopqrstuvwxyz";

static void child(int id, int fd, int use_err)
{
	char tag[3] = { 'A' + id, ':', 0 };
	char line[128];

	dup2(fd, 1);
	dup2(fd, 2);
	if (!use_err)
		CHECK_EQ(setvbuf(stdout, NULL, _IOLBF, 0), 0);
	for (int i = 0; i < LINES; i++) {
		if (use_err) {
			strcpy(line, tag);
			strcpy(line + 2, tail);
			strcpy(line + 2 + sizeof tail - 1, "\n");
			fputs(line, stderr);
		} else {
			fputs(tag, stdout);
			fputs(tail, stdout);
			fputc('\n', stdout);
		}
	}
	_exit(0);
}

static void run(int use_err)
{
	static char buf[KIDS * LINES * 80];
	int fds[2], count[KIDS] = { 0 };
	size_t len = 0;
	ssize_t n;

	CHECK(pipe(fds) == 0);
	for (int k = 0; k < KIDS; k++) {
		pid_t pid = fork();
		CHECK(pid >= 0);
		if (pid == 0) {
			close(fds[0]);
			child(k, fds[1], use_err);
		}
	}
	close(fds[1]);
	while ((n = read(fds[0], buf + len, sizeof buf - 1 - len)) > 0)
		len += n;
	close(fds[0]);
	for (int k = 0; k < KIDS; k++) {
		int st;
		CHECK(wait(&st) > 0);
		CHECK_EQ(st, 0);
	}
	buf[len] = 0;
	CHECK_EQ(len, KIDS * LINES * (2 + sizeof tail));
	for (char *p = buf; *p; ) {
		char *nl = strchr(p, '\n');
		CHECK(nl);
		CHECK_EQ(nl - p, 2 + sizeof tail - 1);
		CHECK(p[0] >= 'A' && p[0] < 'A' + KIDS && p[1] == ':');
		CHECK(!strncmp(p + 2, tail, sizeof tail - 1));
		count[p[0] - 'A']++;
		p = nl + 1;
	}
	for (int k = 0; k < KIDS; k++)
		CHECK_EQ(count[k], LINES);
}

int main(void)
{
	run(0);
	run(1);
	return 0;
}
