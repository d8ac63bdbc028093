/* openpty applies the termios and window size it is given and names the
   slave; forkpty runs a child on a new session whose controlling
   terminal and standard streams are the slave: what it writes reaches
   the master, what the master writes it reads, and it sees the window
   size and its own session on the terminal.  login_tty on a terminal the
   caller cannot take fails, and on a good one closes it.  Skips without
   a usable /dev/ptmx. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>
#include <utmp.h>
#include "check.h"

/* Everything the master receives until the child closes the slave. */
static size_t read_all(int m, char *buf, size_t size)
{
	size_t got = 0;

	for (;;) {
		struct pollfd pf = { m, POLLIN, 0 };
		CHECK_EQ(poll(&pf, 1, 20000), 1);
		ssize_t n = read(m, buf + got, size - 1 - got);
		if (n <= 0) /* EIO: no slave open any more */
			break;
		got += n;
		if (got == size - 1)
			break;
	}
	buf[got] = 0;
	return got;
}

static int count_fds(void)
{
	int n = 0;
	for (int fd = 0; fd < 1024; fd++)
		n += fcntl(fd, F_GETFD) >= 0;
	return n;
}

int main(void)
{
	struct termios t, got;
	struct winsize ws = { 33, 101, 0, 0 }, ws2;
	char name[4096], buf[512];
	int m, s, st, fds0 = count_fds();

	if (openpty(&m, &s, name, NULL, NULL) != 0) {
		if (errno == ENOENT || errno == ENXIO || errno == EACCES || errno == ENODEV)
			t_skip("no usable /dev/ptmx");
		CHECK(0);
	}
	CHECK(strncmp(name, "/dev/pts/", 9) == 0);
	CHECK_STR(ptsname(m), name);
	CHECK(isatty(s));
	CHECK_EQ(fcntl(m, F_GETFD) & FD_CLOEXEC, 0);
	/* not our controlling terminal */
	CHECK_EQ(tcgetsid(s), -1);
	/* the pair works both ways */
	CHECK_EQ(write(s, "hi", 2), 2);
	struct pollfd pf = { m, POLLIN, 0 };
	CHECK_EQ(poll(&pf, 1, 10000), 1);
	CHECK_EQ(read(m, buf, sizeof buf), 2);
	CHECK(memcmp(buf, "hi", 2) == 0);
	CHECK_EQ(tcgetattr(s, &t), 0);
	close(s);
	close(m);

	/* with termios and window size: both on the slave */
	struct termios raw = t;
	cfmakeraw(&raw);
	CHECK_EQ(openpty(&m, &s, NULL, &raw, &ws), 0);
	CHECK_EQ(tcgetattr(s, &got), 0);
	CHECK_EQ(got.c_lflag, raw.c_lflag);
	CHECK_EQ(got.c_oflag, raw.c_oflag);
	CHECK_EQ(got.c_iflag, raw.c_iflag);
	memset(&ws2, 0, sizeof ws2);
	CHECK_EQ(ioctl(m, TIOCGWINSZ, &ws2), 0);
	CHECK(ws2.ws_row == 33 && ws2.ws_col == 101);
	close(s);
	close(m);

	/* login_tty: a terminal another session owns cannot be taken */
	CHECK_EQ(openpty(&m, &s, NULL, NULL, NULL), 0);
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		if (setsid() < 0 || ioctl(s, TIOCSCTTY, 0) != 0)
			_exit(2);
		pid_t grandchild = fork();
		if (grandchild == 0)
			/* its own new session cannot take the terminal
			   the first one has */
			_exit(login_tty(s) == -1 && errno == EPERM ? 0 : 3);
		int gst;
		if (waitpid(grandchild, &gst, 0) != grandchild)
			_exit(4);
		_exit(WIFEXITED(gst) ? WEXITSTATUS(gst) : 5);
	}
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
	close(s);
	close(m);

	/* forkpty: the child's view of its terminal, sent through it */
	name[0] = 0;
	pid = forkpty(&m, name, &t, &ws);
	CHECK(pid >= 0);
	if (pid == 0) {
		struct winsize w;
		char out[256];
		int n;
		if (ioctl(0, TIOCGWINSZ, &w) != 0)
			_exit(10);
		/* fds 0, 1 and 2 are the one terminal, our controlling one */
		n = snprintf(out, sizeof out, "rows=%d cols=%d sid=%d tcsid=%d pgrp=%d tty=%d%d%d ctty=%d\n",
			     w.ws_row, w.ws_col, getsid(0) == getpid(), tcgetsid(1) == getpid(),
			     tcgetpgrp(2) == getpgrp(), isatty(0), isatty(1), isatty(2),
			     open("/dev/tty", O_RDWR) >= 0);
		if (write(1, out, n) != n)
			_exit(11);
		/* a line from the parent, through the terminal */
		n = read(0, out, sizeof out - 1);
		if (n <= 0)
			_exit(12);
		out[n] = 0;
		dprintf(2, "got:%s", out);
		tcdrain(1);
		_exit(0);
	}
	CHECK(strncmp(name, "/dev/pts/", 9) == 0);
	CHECK_EQ(fcntl(m, F_GETFD) & FD_CLOEXEC, 0);
	memset(&ws2, 0, sizeof ws2);
	CHECK_EQ(ioctl(m, TIOCGWINSZ, &ws2), 0);
	CHECK(ws2.ws_row == 33 && ws2.ws_col == 101);
	/* wait for the child's first line before answering it */
	size_t got_n = 0;
	while (!strchr(buf, '\n') || got_n == 0) {
		struct pollfd p = { m, POLLIN, 0 };
		CHECK_EQ(poll(&p, 1, 20000), 1);
		ssize_t n = read(m, buf + got_n, sizeof buf - 1 - got_n);
		CHECK(n > 0);
		got_n += n;
		buf[got_n] = 0;
	}
	/* qemu-user does not pass TIOCGSID on (tcgetsid fails there) */
	const char *want = t_under_qemu() ? "rows=33 cols=101 sid=1 tcsid=0 pgrp=1 tty=111 ctty=1\r\n"
					  : "rows=33 cols=101 sid=1 tcsid=1 pgrp=1 tty=111 ctty=1\r\n";
	if (strstr(buf, want) != buf)
		t_puts(2, buf);
	CHECK(strstr(buf, want) == buf);
	CHECK_EQ(write(m, "ping\n", 5), 5);
	read_all(m, buf + got_n, sizeof buf - got_n);
	/* the echo of the line, then the child's answer (onlcr: \r\n) */
	CHECK(strstr(buf, "got:ping\r\n") != NULL);
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
	close(m);

	/* nothing left open */
	CHECK_EQ(count_fds(), fds0);
	return 0;
}
