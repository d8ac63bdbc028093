#define _GNU_SOURCE
#include <unistd.h>
#include "syscall.h"

int close_range(unsigned int first, unsigned int last, int flags)
{
	return __syscall_ret(__syscall(SYS_close_range, first, last, flags));
}
