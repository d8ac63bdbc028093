#define _GNU_SOURCE
#include <errno.h>
#include "spawn_impl.h"

int posix_spawn_file_actions_addtcsetpgrp_np(posix_spawn_file_actions_t *fa, int fd)
{
	if (!__spawn_fd_ok(fd))
		return EBADF;
	return __spawn_add(fa, &(struct __spawn_action){ .op = FA_TCSETPGRP, .fd = fd });
}
