#include <stdlib.h>
#include <string.h>
#include "spawn_impl.h"

int posix_spawn_file_actions_destroy(posix_spawn_file_actions_t *fa)
{
	for (int i = 0; i < fa->__used; i++)
		free(fa->__actions[i].path);
	free(fa->__actions);
	memset(fa, 0, sizeof *fa);
	return 0;
}
