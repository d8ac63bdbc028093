#include <stdarg.h>
#include <sys/ioctl.h>
#include "syscall.h"

/* The third argument, when there is one, is an int or a pointer; reading
   it as a pointer-sized value passes either unchanged on Linux ABIs. */
int ioctl(int fd, unsigned long request, ...)
{
	void *arg;
	va_list ap;

	va_start(ap, request);
	arg = va_arg(ap, void *);
	va_end(ap);
	return __syscall_ret(__syscall(SYS_ioctl, fd, request, arg));
}
