#include <spawn.h>
#include "spawn_impl.h"

/* Returns an error number (the child's reason when it could not run path:
   the file actions, attributes or execve failed), not -1. */
int posix_spawn(pid_t *restrict pid, const char *restrict path,
		const posix_spawn_file_actions_t *fa, const posix_spawnattr_t *restrict attr,
		char *const argv[], char *const envp[])
{
	return __spawn(pid, path, fa, attr, argv, envp, 0);
}
