#include <spawn.h>

int posix_spawnattr_setschedpolicy(posix_spawnattr_t *attr, int policy)
{
	attr->__policy = policy;
	return 0;
}
