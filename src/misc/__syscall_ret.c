#include <errno.h>
#include "syscall.h"

/* The one place where a raw kernel result becomes errno and -1. */
hidden long __syscall_ret(unsigned long r)
{
	if (r > -4096UL) {
		errno = -(long)r;
		return -1;
	}
	return (long)r;
}
