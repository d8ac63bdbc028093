#include <sys/sendfile.h>
#include "syscall.h"
#include "libc.h"

/* Copies up to count bytes from in_fd (at *offset, which is advanced, or
   at its file position when offset is null) to out_fd.  Returns the bytes
   copied or -1 with errno.  Async-signal-safe. */
ssize_t sendfile(int out_fd, int in_fd, off_t *offset, size_t count)
{
	return __syscall_ret(__syscall(SYS_sendfile, out_fd, in_fd, offset, count));
}

weak_alias(sendfile, sendfile64);
