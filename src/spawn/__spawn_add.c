#include <errno.h>
#include <stdlib.h>
#include "spawn_impl.h"

hidden int __spawn_add(posix_spawn_file_actions_t *fa, const struct __spawn_action *a)
{
	if (fa->__used == fa->__allocated) {
		int n = fa->__allocated ? 2 * fa->__allocated : 8;
		struct __spawn_action *p = realloc(fa->__actions, n * sizeof *p);
		if (!p)
			return ENOMEM;
		fa->__actions = p;
		fa->__allocated = n;
	}
	fa->__actions[fa->__used++] = *a;
	return 0;
}
