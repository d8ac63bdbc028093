#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

/* fchown refuses O_PATH descriptors (what O_SEARCH and O_EXEC open);
   fchownat with an empty path accepts them and acts on the same file. */
int fchown(int fd, uid_t owner, gid_t group)
{
	long r = __syscall(SYS_fchown, fd, owner, group);

	if (r == -EBADF && fd >= 0)
		r = __syscall(SYS_fchownat, fd, "", owner, group, AT_EMPTY_PATH);
	return __syscall_ret(r);
}
