/* A pseudo-terminal from posix_openpt/grantpt/unlockpt/ptsname(_r):
   tcgetattr on the slave, cfmakeraw + speeds + tcsetattr round trip with
   each action, canonical vs raw input through the master, window size
   ioctls, tcflush, tcdrain, tcsendbreak, tcflow, tcgetsid/tcgetpgrp after
   a child makes the slave its controlling terminal.  Skips when /dev/ptmx
   cannot be used. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include "check.h"

static ssize_t read_wait(int fd, char *buf, size_t n)
{
	struct pollfd pf = { fd, POLLIN, 0 };
	CHECK_EQ(poll(&pf, 1, 10000), 1);
	return read(fd, buf, n);
}

int main(void)
{
	struct termios t, u;
	char name[64], buf[64];
	int m, s, st;

	m = posix_openpt(O_RDWR | O_NOCTTY);
	if (m < 0)
		t_skip("no usable /dev/ptmx");
	CHECK_EQ(grantpt(m), 0);
	CHECK_EQ(unlockpt(m), 0);
	CHECK_EQ(ptsname_r(m, name, sizeof name), 0);
	CHECK(strncmp(name, "/dev/pts/", 9) == 0);
	CHECK_STR(ptsname(m), name);
	CHECK_EQ(ptsname_r(m, name, 9), ERANGE);
	CHECK_EQ(ptsname_r(m, name, sizeof name), 0);
	CHECK(ptsname(0x7fff) == NULL);
	int dn = open("/dev/null", O_RDWR);
	CHECK(dn >= 0);
	CHECK_ERR(grantpt(dn), EINVAL);
	CHECK(ptsname_r(dn, buf, sizeof buf) != 0);
	CHECK_ERR(tcgetattr(dn, &t), ENOTTY);
	close(dn);

	s = open(name, O_RDWR | O_NOCTTY);
	CHECK(s >= 0);
	CHECK(isatty(s));

	memset(&t, 0x55, sizeof t);
	CHECK_EQ(tcgetattr(s, &t), 0);
	CHECK(t.c_lflag & ICANON);
	CHECK(t.c_lflag & ECHO);
	CHECK_EQ(t.c_cc[VINTR], 3);
	CHECK_EQ(cfgetospeed(&t), t.c_cflag & CBAUD);
	CHECK_EQ(cfgetispeed(&t), cfgetospeed(&t));

	/* Canonical mode: input is delivered by lines. */
	CHECK_EQ(write(m, "ab\n", 3), 3);
	CHECK_EQ(read_wait(s, buf, sizeof buf), 3);
	CHECK(memcmp(buf, "ab\n", 3) == 0);
	/* echoed back to the master */
	size_t got = 0;
	while (got < 4) {
		ssize_t n = read_wait(m, buf + got, sizeof buf - got);
		CHECK(n > 0);
		got += n;
	}
	CHECK(memcmp(buf, "ab\r\n", 4) == 0);

	u = t;
	cfmakeraw(&u);
	CHECK(!(u.c_lflag & (ICANON | ECHO | ISIG | IEXTEN)));
	CHECK(!(u.c_oflag & OPOST));
	CHECK_EQ(u.c_cflag & CSIZE, CS8);
	CHECK_EQ(u.c_cc[VMIN], 1);
	CHECK_EQ(u.c_cc[VTIME], 0);
	CHECK_EQ(cfsetospeed(&u, B19200), 0);
	CHECK_EQ(cfsetispeed(&u, B19200), 0);
	CHECK_EQ(cfgetospeed(&u), B19200);
	CHECK_EQ(cfgetispeed(&u), B19200);
	CHECK_ERR(cfsetospeed(&u, 12345678), EINVAL);
	CHECK_ERR(tcsetattr(s, 99, &u), EINVAL);
	CHECK_EQ(tcsetattr(s, TCSAFLUSH, &u), 0);

	struct termios v;
	memset(&v, 0, sizeof v);
	CHECK_EQ(tcgetattr(s, &v), 0);
	CHECK_EQ(v.c_iflag, u.c_iflag);
	CHECK_EQ(v.c_oflag, u.c_oflag);
	CHECK_EQ(v.c_lflag, u.c_lflag);
	CHECK_EQ(v.c_cflag & ~CIBAUD, u.c_cflag & ~CIBAUD);
	CHECK_EQ(cfgetospeed(&v), B19200);
	CHECK_EQ(cfgetispeed(&v), B19200);
	CHECK(memcmp(v.c_cc, u.c_cc, VEOL2 + 1) == 0);

	/* Raw mode: bytes arrive one by one, no echo, no line discipline. */
	CHECK_EQ(write(m, "x", 1), 1);
	CHECK_EQ(read_wait(s, buf, sizeof buf), 1);
	CHECK_EQ(buf[0], 'x');
	CHECK_EQ(write(s, "\n", 1), 1);
	CHECK_EQ(read_wait(m, buf, sizeof buf), 1);
	CHECK_EQ(buf[0], '\n');

	/* Back to the original settings with the other two actions. */
	CHECK_EQ(tcsetattr(s, TCSADRAIN, &t), 0);
	CHECK_EQ(tcsetattr(s, TCSANOW, &t), 0);
	CHECK_EQ(tcgetattr(s, &v), 0);
	CHECK_EQ(v.c_lflag, t.c_lflag);

	/* Pending input is dropped by tcflush. */
	CHECK_EQ(write(m, "junk\n", 5), 5);
	struct pollfd pf = { s, POLLIN, 0 };
	CHECK_EQ(poll(&pf, 1, 10000), 1);
	CHECK_EQ(tcflush(s, TCIFLUSH), 0);
	CHECK_EQ(poll(&pf, 1, 0), 0);
	CHECK_ERR(tcflush(s, 99), EINVAL);
	CHECK_EQ(tcdrain(s), 0);
	CHECK_EQ(tcsendbreak(s, 0), 0);
	CHECK_EQ(tcflow(s, TCOOFF), 0);
	CHECK_EQ(tcflow(s, TCOON), 0);

	struct winsize ws = { 24, 80, 0, 0 }, ws2;
	CHECK_EQ(ioctl(s, TIOCSWINSZ, &ws), 0);
	memset(&ws2, 0, sizeof ws2);
	CHECK_EQ(ioctl(m, TIOCGWINSZ, &ws2), 0);
	CHECK(ws2.ws_row == 24 && ws2.ws_col == 80);
	int avail = -1;
	CHECK_EQ(ioctl(s, FIONREAD, &avail), 0);
	CHECK_EQ(avail, 0);

	/* Not our controlling terminal: tcgetsid fails.  A child in a new
	   session takes the slave as its controlling terminal. */
	CHECK_EQ(tcgetsid(s), -1);


	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		if (setsid() < 0 || ioctl(s, TIOCSCTTY, 0) != 0)
			_exit(2);
		/* qemu-user (7.2) answers TIOCGSID with 0 but never copies
		   the id out, so tcgetsid's answer is not the kernel's there. */
		if ((!t_under_qemu() && tcgetsid(s) != getpid()) || tcgetpgrp(s) != getpid())
			_exit(3);
		if (tcsetpgrp(s, getpid()) != 0)
			_exit(4);
		_exit(0);
	}
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);

	close(s);
	close(m);
	return 0;
}
