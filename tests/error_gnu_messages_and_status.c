/* error and error_at_line: "name: message: strerror" on stderr after
   stdout is flushed, error_message_count counts, error_one_per_line skips a
   repeat of the same place, error_print_progname replaces the name, and a
   non-zero status exits with it. */
#define _GNU_SOURCE
#include <errno.h>
#include <error.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include "check.h"

static void my_name(void)
{
	fprintf(stderr, "<me>");
}

int main(void)
{
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		int fd = open("err.txt", O_CREAT | O_WRONLY | O_TRUNC, 0644);
		dup2(fd, 2);
		dup2(fd, 1);
		printf("out first\n");	/* flushed before the message */
		error(0, ENOENT, "open %s", "x");
		error(0, 0, "plain %d", 42);
		error_at_line(0, EACCES, "f.c", 12, "at %s", "line");
		error_one_per_line = 1;
		error_at_line(0, 0, "f.c", 13, "once");
		error_at_line(0, 0, "f.c", 13, "twice");	/* skipped */
		error_at_line(0, 0, "g.c", 13, "other file");
		error_print_progname = my_name;
		error(0, 0, "custom");
		if (error_message_count != 6)
			_exit(99);
		error(7, 0, "bye");
		_exit(98);
	}
	int status;
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	CHECK(WIFEXITED(status));
	CHECK_EQ(WEXITSTATUS(status), 7);
	char buf[1024] = { 0 };
	int fd = open("err.txt", O_RDONLY);
	CHECK(fd >= 0);
	CHECK(read(fd, buf, sizeof buf - 1) > 0);
	char want[1024];
	const char *n = program_invocation_name;
	snprintf(want, sizeof want,
		 "out first\n%s: open x: %s\n%s: plain 42\n%s:f.c:12: at line: %s\n"
		 "%s:f.c:13: once\n%s:g.c:13: other file\n<me>custom\n<me>bye\n",
		 n, strerror(ENOENT), n, n, strerror(EACCES), n, n);
	CHECK_STR(buf, want);
	return 0;
}
