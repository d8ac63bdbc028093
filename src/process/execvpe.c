#define _GNU_SOURCE
#include <errno.h>
#include <unistd.h>
#include "exec_impl.h"

/* execve of file, searched along PATH when it has no slash; a file that
   is not an executable is run with /bin/sh (POSIX). */
int execvpe(const char *file, char *const argv[], char *const envp[])
{
	errno = __execvpe(file, argv, envp, 1);
	return -1;
}
