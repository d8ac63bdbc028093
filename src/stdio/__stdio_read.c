#include <errno.h>
#include "pthread_impl.h"
#include "stdio_impl.h"
#include "syscall.h"

/* read(2) for fd streams: a short count is fine, 0 is end of file.  A
   cancellation point: nothing was read then, and stdio_cp names the
   stream for the cancellation, which releases its lock. */
hidden size_t __stdio_read(FILE *f, unsigned char *p, size_t n)
{
	struct __pthread *self = __self();
	long r;

	self->stdio_cp = f;
	r = __syscall_cp(SYS_read, f->fd, p, n);
	self->stdio_cp = 0;

	if (r > 0)
		return r;
	if (r == 0) {
		f->flags |= F_EOF;
	} else {
		f->flags |= F_ERR;
		errno = -r;
	}
	return 0;
}
