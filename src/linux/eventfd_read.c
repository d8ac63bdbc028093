#include <sys/eventfd.h>
#include "syscall.h"

/* 0 after reading the whole 8-byte counter, -1 otherwise.  A cancellation
   point, as read. */
int eventfd_read(int fd, eventfd_t *value)
{
	long r = __syscall_cp(SYS_read, fd, value, sizeof *value);
	if (r < 0)
		return __syscall_ret(r);
	return r == sizeof *value ? 0 : -1;
}
