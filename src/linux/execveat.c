#define _GNU_SOURCE
#include <unistd.h>
#include "syscall.h"

/* execve of path relative to dirfd (3.19); AT_EMPTY_PATH runs dirfd
   itself. */
int execveat(int dirfd, const char *path, char *const argv[],
	     char *const envp[], int flags)
{
	return __syscall_ret(__syscall(SYS_execveat, dirfd, path, argv, envp, flags));
}
