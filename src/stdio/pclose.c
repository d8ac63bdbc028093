#include <errno.h>
#include <sys/wait.h>
#include "stdio_impl.h"

/* Closes a popen stream and waits for its shell: the wait status, or -1
   (ECHILD for a stream popen did not make). */
int pclose(FILE *f)
{
	pid_t pid = f->pipe_pid;
	int status;
	pid_t r;

	if (!pid) {
		errno = ECHILD;
		return -1;
	}
	fclose(f);
	do
		r = waitpid(pid, &status, 0);
	while (r < 0 && errno == EINTR);
	return r < 0 ? -1 : status;
}
