#include <errno.h>
#include <pty.h>
#include <unistd.h>
#include <utmp.h>

/* openpty, then fork: the child runs with the slave as its controlling
   terminal and standard streams, the parent gets the master in *amaster
   and the child's pid.  A child that cannot take the terminal exits
   with status 1. */
int forkpty(int *amaster, char *name, const struct termios *termp,
	    const struct winsize *winp)
{
	int m, s;
	pid_t pid;

	if (openpty(&m, &s, name, termp, winp))
		return -1;
	pid = fork();
	if (pid == 0) {
		close(m);
		if (login_tty(s))
			_exit(1);
		return 0;
	}
	close(s);
	if (pid < 0) {
		int e = errno;
		close(m);
		errno = e;
		return -1;
	}
	*amaster = m;
	return pid;
}
