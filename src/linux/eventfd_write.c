#include <sys/eventfd.h>
#include "syscall.h"

/* 0 after adding value to the counter, -1 otherwise.  A cancellation
   point, as write. */
int eventfd_write(int fd, eventfd_t value)
{
	long r = __syscall_cp(SYS_write, fd, &value, sizeof value);
	if (r < 0)
		return __syscall_ret(r);
	return r == sizeof value ? 0 : -1;
}
