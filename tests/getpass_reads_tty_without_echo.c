/* getpass prompts on the controlling terminal, reads a line with echo
   off, strips the newline and restores the terminal's modes. */
#define _DEFAULT_SOURCE
#include <fcntl.h>
#include <pty.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	int m, s;
	if (openpty(&m, &s, 0, 0, 0) < 0)
		t_skip("no pseudo-terminals");
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		close(m);
		CHECK(setsid() >= 0);
		CHECK_EQ(ioctl(s, TIOCSCTTY, 0), 0);
		char *p = getpass("Pw: ");
		CHECK(p);
		CHECK_STR(p, "s3cret");
		struct termios t;
		CHECK_EQ(tcgetattr(s, &t), 0);
		CHECK(t.c_lflag & ECHO);
		_exit(0);
	}
	close(s);
	/* wait for the prompt, then answer */
	char buf[64];
	size_t n = 0;
	while (n < 4) {
		ssize_t r = read(m, buf + n, sizeof buf - 1 - n);
		CHECK(r > 0);
		n += r;
	}
	buf[n] = 0;
	CHECK_STR(buf, "Pw: ");
	CHECK_EQ(write(m, "s3cret\n", 7), 7);
	CHECK_CHILD_OK(pid);
	/* not echoed: only the newline getpass writes */
	ssize_t r = read(m, buf, sizeof buf - 1);
	CHECK(r >= 1);
	buf[r] = 0;
	CHECK(!strstr(buf, "s3cret"));
	close(m);
	return 0;
}
