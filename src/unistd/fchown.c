#include <unistd.h>
#include "syscall.h"

int fchown(int fd, uid_t owner, gid_t group)
{
	return __syscall_ret(__syscall(SYS_fchown, fd, owner, group));
}
