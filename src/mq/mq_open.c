#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <stdarg.h>
#include "syscall.h"

/* Names are "/name": the leading slash is required (EINVAL otherwise, as
   glibc) and stripped, since the kernel looks the rest up in its mqueue
   file system.  The kernel applies the other rules (ENAMETOOLONG, EACCES
   for another '/', ENOENT...).  mode and attr are read only with
   O_CREAT.  The descriptor is always close-on-exec (the kernel's
   choice). */
mqd_t mq_open(const char *name, int flags, ...)
{
	mode_t mode = 0;
	struct mq_attr *attr = 0;

	if (name[0] != '/') {
		errno = EINVAL;
		return -1;
	}
	if (flags & O_CREAT) {
		va_list ap;
		va_start(ap, flags);
		mode = va_arg(ap, mode_t);
		attr = va_arg(ap, struct mq_attr *);
		va_end(ap);
	}
	return __syscall_ret(__syscall(SYS_mq_open, name + 1, flags, mode, attr));
}
