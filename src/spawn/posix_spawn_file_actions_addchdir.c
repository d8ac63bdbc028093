#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "spawn_impl.h"

int posix_spawn_file_actions_addchdir(posix_spawn_file_actions_t *restrict fa,
				      const char *restrict path)
{
	struct __spawn_action a = { .op = FA_CHDIR };
	int e;

	if (!(a.path = strdup(path)))
		return ENOMEM;
	if ((e = __spawn_add(fa, &a)))
		free(a.path);
	return e;
}
weak_alias(posix_spawn_file_actions_addchdir, posix_spawn_file_actions_addchdir_np);
