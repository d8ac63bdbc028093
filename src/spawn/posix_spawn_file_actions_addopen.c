#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "spawn_impl.h"

int posix_spawn_file_actions_addopen(posix_spawn_file_actions_t *restrict fa, int fd,
				     const char *restrict path, int flags, mode_t mode)
{
	struct __spawn_action a = { .op = FA_OPEN, .fd = fd, .flags = flags, .mode = mode };
	int e;

	if (!__spawn_fd_ok(fd))
		return EBADF;
	if (!(a.path = strdup(path)))
		return ENOMEM;
	if ((e = __spawn_add(fa, &a)))
		free(a.path);
	return e;
}
