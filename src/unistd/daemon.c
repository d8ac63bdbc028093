#include <fcntl.h>
#include <unistd.h>

/* Detaches from the terminal: the parent exits at once and the child,
   in a new session, goes on as the daemon.  /dev/null is opened before
   the fork, so that running out of descriptors fails in the caller's own
   process, which goes on; an error after the fork (setsid, chdir)
   returns -1 in whichever process met it, errno set. */
int daemon(int nochdir, int noclose)
{
	int fd = -1;
	pid_t pid;

	if (!noclose && (fd = open("/dev/null", O_RDWR)) < 0)
		return -1;
	pid = fork();
	if (pid < 0) {
		if (fd >= 0)
			close(fd);
		return -1;
	}
	if (pid)
		_exit(0);
	if (setsid() < 0)
		return -1;
	if (!nochdir && chdir("/") < 0)
		return -1;
	if (fd >= 0) {
		dup2(fd, 0);
		dup2(fd, 1);
		dup2(fd, 2);
		if (fd > 2)
			close(fd);
	}
	return 0;
}
