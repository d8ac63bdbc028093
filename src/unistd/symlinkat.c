#include <unistd.h>
#include "syscall.h"

int symlinkat(const char *target, int newdirfd, const char *linkpath)
{
	return __syscall_ret(__syscall(SYS_symlinkat, target, newdirfd, linkpath));
}
