#include <spawn.h>

int posix_spawnattr_getschedpolicy(const posix_spawnattr_t *restrict attr, int *restrict policy)
{
	*policy = attr->__policy;
	return 0;
}
