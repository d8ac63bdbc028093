#include <errno.h>
#include <unistd.h>
#include "syscall.h"

ssize_t readlinkat(int dirfd, const char *__weft_restrict path, char *__weft_restrict buf, size_t size)
{
	if (!size)
		return __syscall_ret(-EINVAL);
	return __syscall_ret(__syscall(SYS_readlinkat, dirfd, path, buf, size));
}
