#include <sys/eventfd.h>
#include "syscall.h"

int eventfd(unsigned int count, int flags)
{
#ifdef SYS_eventfd
	if (!flags)
		return __syscall_ret(__syscall(SYS_eventfd, count));
#endif
	return __syscall_ret(__syscall(SYS_eventfd2, count, flags));
}
