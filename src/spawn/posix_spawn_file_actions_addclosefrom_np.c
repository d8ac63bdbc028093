#define _GNU_SOURCE
#include <errno.h>
#include "spawn_impl.h"

/* EBADF for a descriptor no process could have, as the other add calls. */
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *fa, int low)
{
	if (!__spawn_fd_ok(low))
		return EBADF;
	return __spawn_add(fa, &(struct __spawn_action){ .op = FA_CLOSEFROM, .fd = low });
}
