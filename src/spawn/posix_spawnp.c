#include <spawn.h>
#include "spawn_impl.h"

/* As posix_spawn, searching PATH when file has no slash. */
int posix_spawnp(pid_t *restrict pid, const char *restrict file,
		 const posix_spawn_file_actions_t *fa, const posix_spawnattr_t *restrict attr,
		 char *const argv[], char *const envp[])
{
	return __spawn(pid, file, fa, attr, argv, envp, 1);
}
