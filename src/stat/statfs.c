#include <sys/statfs.h>
#include "syscall.h"
#include "libc.h"

int statfs(const char *path, struct statfs *buf)
{
	return __syscall_ret(__syscall(SYS_statfs, path, buf));
}

weak_alias(statfs, statfs64);
