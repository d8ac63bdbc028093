#include <errno.h>
#include <mqueue.h>
#include "syscall.h"

/* Same name rule as mq_open.  The kernel says EPERM where POSIX wants
   EACCES for a queue the caller may not remove. */
int mq_unlink(const char *name)
{
	long r;

	if (name[0] != '/') {
		errno = EINVAL;
		return -1;
	}
	r = __syscall(SYS_mq_unlink, name + 1);
	if (r == -EPERM)
		r = -EACCES;
	return __syscall_ret(r);
}
