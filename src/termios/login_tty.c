#include <sys/ioctl.h>
#include <unistd.h>
#include <utmp.h>
#include "syscall.h"

/* Makes fd, a terminal, the controlling terminal of a new session led by
   the caller and its standard input, output and error; closes fd.
   setsid's failure is not one: a session leader without a terminal may
   still take one; TIOCSCTTY says whether the caller could (-1, errno). */
int login_tty(int fd)
{
	long r;

	__syscall(SYS_setsid);
	r = __syscall(SYS_ioctl, fd, TIOCSCTTY, 0);
	if (r < 0)
		return __syscall_ret(r);
	for (int i = 0; i < 3; i++)
		if (fd != i && dup2(fd, i) < 0)
			return -1;
	if (fd > 2)
		close(fd);
	return 0;
}
