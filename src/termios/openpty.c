#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "syscall.h"

/* A new pty pair, both ends without O_CLOEXEC and neither made the
   controlling terminal; the slave gets *termp and *winp when given, and
   its name goes to name (glibc has no size for it: 4096 bytes are
   enough).  0, or -1 with errno and nothing left open. */
int openpty(int *amaster, int *aslave, char *name,
	    const struct termios *termp, const struct winsize *winp)
{
	char path[32];
	long r;
	int m, s = -1, e;

	m = posix_openpt(O_RDWR | O_NOCTTY);
	if (m < 0)
		return -1;
	if (grantpt(m) || unlockpt(m) || (errno = ptsname_r(m, path, sizeof path)))
		goto fail;
	s = open(path, O_RDWR | O_NOCTTY);
	if (s < 0)
		goto fail;
	if (termp && tcsetattr(s, TCSAFLUSH, termp))
		goto fail;
	if (winp && (r = __syscall(SYS_ioctl, s, TIOCSWINSZ, winp)) < 0) {
		errno = -r;
		goto fail;
	}
	if (name)
		strcpy(name, path);
	*amaster = m;
	*aslave = s;
	return 0;
fail:
	e = errno;
	if (s >= 0)
		close(s);
	close(m);
	errno = e;
	return -1;
}
