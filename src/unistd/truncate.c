#include <unistd.h>
#include "syscall.h"
#include "libc.h"

int truncate(const char *path, off_t length)
{
	return __syscall_ret(__syscall(SYS_truncate, path, length));
}

weak_alias(truncate, truncate64);
