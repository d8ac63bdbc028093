#include <sys/signalfd.h>
#include "syscall.h"
#include "sigmask_cp.h"

/* weft's internal signals are never taken from the mask: a signalfd must
   not consume a cancellation request or a set*id broadcast. */
int signalfd(int fd, const sigset_t *mask, int flags)
{
	unsigned long km = __kmask_app(mask);
#ifdef SYS_signalfd
	if (!flags)
		return __syscall_ret(__syscall(SYS_signalfd, fd, &km, KSIGSET_SIZE));
#endif
	return __syscall_ret(__syscall(SYS_signalfd4, fd, &km, KSIGSET_SIZE, flags));
}
