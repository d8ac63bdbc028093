#include <errno.h>
#include "stdio_impl.h"
#include "syscall.h"

/* read(2) for fd streams: a short count is fine, 0 is end of file. */
hidden size_t __stdio_read(FILE *f, unsigned char *p, size_t n)
{
	long r = __syscall(SYS_read, f->fd, p, n);

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
