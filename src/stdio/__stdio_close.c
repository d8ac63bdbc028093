#include "stdio_impl.h"
#include "syscall.h"

/* close(2) releases the descriptor even when it reports EINTR. */
hidden int __stdio_close(FILE *f)
{
	long r = __syscall(SYS_close, f->fd);

	if (r == -4 /* EINTR */)
		r = 0;
	return __syscall_ret(r);
}
