/* faccessat with and without AT_EACCESS/AT_SYMLINK_NOFOLLOW; isatty and
   ttyname on a terminal (/dev/ptmx's other side when available) and on
   things that are not terminals. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	char name[64];
	int fd, p[2], m, s;
	unsigned n;

	fd = open("f", O_WRONLY | O_CREAT, 0640);
	CHECK(fd >= 0);
	CHECK_EQ(symlink("missing", "dangling"), 0);
	CHECK_EQ(faccessat(AT_FDCWD, "f", R_OK | W_OK, 0), 0);
	CHECK_EQ(faccessat(AT_FDCWD, "f", R_OK | W_OK, AT_EACCESS), 0);
	if (geteuid() != 0) {
		CHECK_ERR(faccessat(AT_FDCWD, "f", X_OK, 0), EACCES);
		CHECK_ERR(faccessat(AT_FDCWD, "f", X_OK, AT_EACCESS), EACCES);
	}
	CHECK_ERR(faccessat(AT_FDCWD, "dangling", F_OK, 0), ENOENT);
	CHECK_EQ(faccessat(AT_FDCWD, "dangling", F_OK, AT_SYMLINK_NOFOLLOW), 0);
	CHECK_ERR(faccessat(AT_FDCWD, "f", R_OK, 0x8000000), EINVAL);
	CHECK_ERR(faccessat(AT_FDCWD, "f", 0100, 0), EINVAL);
	CHECK_EQ(faccessat(AT_FDCWD, "/", X_OK, AT_EACCESS), 0);

	/* Not terminals. */
	errno = 0;
	CHECK_EQ(isatty(fd), 0);
	CHECK_EQ(errno, ENOTTY);
	errno = 0;
	CHECK_EQ(isatty(-1), 0);
	CHECK_EQ(errno, EBADF);
	CHECK_EQ(ttyname_r(fd, name, sizeof name), ENOTTY);
	CHECK_EQ(ttyname_r(-1, name, sizeof name), EBADF);
	errno = 0;
	CHECK(ttyname(fd) == NULL);
	CHECK_EQ(errno, ENOTTY);
	CHECK_EQ(pipe(p), 0);
	CHECK_EQ(isatty(p[0]), 0);
	close(p[0]);
	close(p[1]);
	close(fd);

	/* A pseudo-terminal (raw ioctls: no <termios.h> or ioctl() assumed). */
	m = open("/dev/ptmx", O_RDWR | O_NOCTTY);
	if (m < 0)
		return 0;                       /* no ptys here: nothing more to check */
	n = 0;
	CHECK_EQ(syscall(SYS_ioctl, m, 0x40045431 /* TIOCSPTLCK */, &n), 0);
	CHECK_EQ(syscall(SYS_ioctl, m, 0x80045430 /* TIOCGPTN */, &n), 0);
	CHECK_EQ(isatty(m), 1);
	{
		char want[32] = "/dev/pts/", *q = want + 9;
		char digits[12];
		int k = 0;
		do
			digits[k++] = '0' + n % 10;
		while (n /= 10);
		while (k)
			*q++ = digits[--k];
		*q = 0;
		s = open(want, O_RDWR | O_NOCTTY);
		if (s < 0)
			return 0;               /* pts not mounted where we run */
		CHECK_EQ(isatty(s), 1);
		CHECK_EQ(ttyname_r(s, name, sizeof name), 0);
		CHECK_STR(name, want);
		CHECK_STR(ttyname(s), want);
		CHECK_EQ(ttyname_r(s, name, 5), ERANGE);
		close(s);
	}
	close(m);
	return 0;
}
