#include <fcntl.h>
#include <unistd.h>

/* Detaches from the terminal: the parent exits at once and the child,
   in a new session, goes on as the daemon.  An error (fork, setsid)
   returns -1 in whichever process met it, errno set. */
int daemon(int nochdir, int noclose)
{
	pid_t pid = fork();
	int fd;

	if (pid < 0)
		return -1;
	if (pid)
		_exit(0);
	if (setsid() < 0)
		return -1;
	if (!nochdir && chdir("/") < 0)
		return -1;
	if (!noclose) {
		fd = open("/dev/null", O_RDWR);
		if (fd < 0)
			return -1;
		dup2(fd, 0);
		dup2(fd, 1);
		dup2(fd, 2);
		if (fd > 2)
			close(fd);
	}
	return 0;
}
