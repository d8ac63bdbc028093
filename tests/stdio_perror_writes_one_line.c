/* perror writes "prefix: message\n" to stderr in one write (stderr is a
   pipe here), and just the message with a null or empty prefix. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	int fds[2];
	char buf[256], want[256];
	ssize_t n;

	CHECK(pipe(fds) == 0);
	CHECK_EQ(dup2(fds[1], 2), 2);
	errno = ENOENT;
	perror("open x");
	n = read(fds[0], buf, sizeof buf - 1);
	CHECK(n > 0);
	buf[n] = 0;
	strcpy(want, "open x: ");
	strcpy(want + 8, strerror(ENOENT));
	strcpy(want + strlen(want), "\n");
	CHECK_STR(buf, want);

	errno = EACCES;
	perror(NULL);
	n = read(fds[0], buf, sizeof buf - 1);
	CHECK(n > 0);
	buf[n] = 0;
	strcpy(want, strerror(EACCES));
	strcpy(want + strlen(want), "\n");
	CHECK_STR(buf, want);
	return 0;
}
