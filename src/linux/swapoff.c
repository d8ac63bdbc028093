#define _GNU_SOURCE
#include <sys/swap.h>
#include "syscall.h"

int swapoff(const char *path)
{
	return __syscall_ret(__syscall(SYS_swapoff, path));
}
