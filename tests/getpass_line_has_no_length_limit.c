/* getpass without a controlling terminal (prompt on stderr, line from
   stdin) returns a line of 20000 characters whole, as glibc's does, and
   a shorter line on the next call in the same process. */
#define _DEFAULT_SOURCE
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#define LONG 20000

int main(void)
{
	static char line[LONG + 1];
	int in[2], err[2];
	pid_t pid;

	CHECK_EQ(pipe(in), 0);
	CHECK_EQ(pipe(err), 0);
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		char *p;
		CHECK(setsid() >= 0);  /* no controlling terminal from here */
		CHECK_EQ(dup2(in[0], 0), 0);
		CHECK_EQ(dup2(err[1], 2), 2);
		close(in[1]);
		p = getpass("Pw: ");
		CHECK(p != NULL);
		CHECK_EQ(strlen(p), LONG);
		for (size_t i = 0; i < LONG; i++)
			if (p[i] != 'a' + i % 26)
				_exit(3);
		p = getpass("Again: ");
		CHECK(p != NULL);
		CHECK_STR(p, "short");
		_exit(0);
	}
	close(in[0]);
	close(err[1]);
	for (size_t i = 0; i < LONG; i++)
		line[i] = 'a' + i % 26;
	/* the pipe holds less than this: the child reads while we write */
	for (size_t done = 0; done < LONG;) {
		ssize_t w = write(in[1], line + done, LONG - done);
		CHECK(w > 0);
		done += w;
	}
	CHECK_EQ(write(in[1], "\nshort\n", 7), 7);
	close(in[1]);
	CHECK_CHILD_OK(pid);
	char buf[32];
	ssize_t r = read(err[0], buf, sizeof buf - 1);
	CHECK(r > 0);
	buf[r] = 0;
	CHECK(strncmp(buf, "Pw: ", 4) == 0);
	return 0;
}
