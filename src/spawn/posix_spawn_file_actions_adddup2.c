#include <errno.h>
#include "spawn_impl.h"

int posix_spawn_file_actions_adddup2(posix_spawn_file_actions_t *fa, int fd, int newfd)
{
	if (!__spawn_fd_ok(fd) || !__spawn_fd_ok(newfd))
		return EBADF;
	return __spawn_add(fa, &(struct __spawn_action){ .op = FA_DUP2, .fd = fd, .newfd = newfd });
}
