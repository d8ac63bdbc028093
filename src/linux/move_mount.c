#include <sys/mount.h>
#include "syscall.h"

/* Moves (or attaches a detached) mount (5.2). */
int move_mount(int from_dirfd, const char *from_path, int to_dirfd,
	       const char *to_path, unsigned int flags)
{
	return __syscall_ret(__syscall(SYS_move_mount, from_dirfd, from_path,
				       to_dirfd, to_path, flags));
}
