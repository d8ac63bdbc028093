#define _GNU_SOURCE
#include <sys/swap.h>
#include "syscall.h"

int swapon(const char *path, int flags)
{
	return __syscall_ret(__syscall(SYS_swapon, path, flags));
}
