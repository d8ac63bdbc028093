#include <errno.h>
#include "spawn_impl.h"

int posix_spawn_file_actions_addfchdir(posix_spawn_file_actions_t *fa, int fd)
{
	if (fd < 0)
		return EBADF;
	return __spawn_add(fa, &(struct __spawn_action){ .op = FA_FCHDIR, .fd = fd });
}
weak_alias(posix_spawn_file_actions_addfchdir, posix_spawn_file_actions_addfchdir_np);
