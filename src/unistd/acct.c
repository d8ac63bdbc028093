#define _GNU_SOURCE
#include <unistd.h>
#include "syscall.h"

int acct(const char *path)
{
	return __syscall_ret(__syscall(SYS_acct, path));
}
