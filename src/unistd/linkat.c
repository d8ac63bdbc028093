#include <unistd.h>
#include "syscall.h"

int linkat(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, int flags)
{
	return __syscall_ret(__syscall(SYS_linkat, olddirfd, oldpath, newdirfd, newpath, flags));
}
