#define _GNU_SOURCE
#include <errno.h>
#include <unistd.h>
#include "syscall.h"

/* EBUSY is a transient race inside the kernel's dup2 path; retry it. */
int dup3(int oldfd, int newfd, int flags)
{
	long r;

	do
		r = __syscall(SYS_dup3, oldfd, newfd, flags);
	while (r == -EBUSY);
	return __syscall_ret(r);
}
