#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

/* execveat with AT_EMPTY_PATH; on kernels without it, through /proc. */
int fexecve(int fd, char *const argv[], char *const envp[])
{
	long r = __syscall(SYS_execveat, fd, "", argv, envp, AT_EMPTY_PATH);
	char buf[32] = "/proc/self/fd/";
	int i = 14, d = fd, len = 0;

	if (r != -ENOSYS)
		return __syscall_ret(r);
	if (fd < 0) {
		errno = EBADF;
		return -1;
	}
	do
		len++;
	while (d /= 10);
	for (d = fd, i += len; len--; d /= 10)
		buf[14 + len] = '0' + d % 10;
	buf[i] = 0;
	execve(buf, argv, envp);
	if (errno == ENOENT)
		errno = EBADF;
	return -1;
}
