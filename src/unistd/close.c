#include <errno.h>
#include <unistd.h>
#include "libc.h"
#include "syscall.h"

/* Linked only with the aio functions (docs/aio.md). */
hidden void __aio_close(int fd) weak;

/* The descriptor is released even when the kernel reports EINTR, so
   that is reported as success: retrying could close a reused descriptor. */
int close(int fd)
{
	long r;

	if (__aio_close)
		__aio_close(fd);
	r = __syscall_cp(SYS_close, fd);

	if (r == -EINTR)
		r = 0;
	return __syscall_ret(r);
}
