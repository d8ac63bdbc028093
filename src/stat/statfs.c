#include <sys/statfs.h>
#include "syscall.h"

int statfs(const char *path, struct statfs *buf)
{
	return __syscall_ret(__syscall(SYS_statfs, path, buf));
}
