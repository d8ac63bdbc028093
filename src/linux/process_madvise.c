#define _GNU_SOURCE
#include <sys/mman.h>
#include <sys/uio.h>
#include "syscall.h"

/* madvise on another process's memory ranges (5.10): the bytes advised. */
ssize_t process_madvise(int pidfd, const struct iovec *iov, size_t n,
			int advice, unsigned int flags)
{
	return __syscall_ret(__syscall(SYS_process_madvise, pidfd, iov, n,
				       advice, flags));
}
