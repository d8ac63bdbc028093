#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

/* dup3 refuses oldfd == newfd, where dup2 must check oldfd and return it. */
int dup2(int oldfd, int newfd)
{
	long r;

#ifdef SYS_dup2
	do
		r = __syscall(SYS_dup2, oldfd, newfd);
	while (r == -EBUSY);
#else
	if (oldfd == newfd) {
		r = __syscall(SYS_fcntl, oldfd, F_GETFD);
		return r < 0 ? __syscall_ret(r) : oldfd;
	}
	do
		r = __syscall(SYS_dup3, oldfd, newfd, 0);
	while (r == -EBUSY);
#endif
	return __syscall_ret(r);
}
