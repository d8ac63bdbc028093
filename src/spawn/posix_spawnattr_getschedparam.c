#include <spawn.h>

int posix_spawnattr_getschedparam(const posix_spawnattr_t *restrict attr, struct sched_param *restrict out)
{
	*out = attr->__sp;
	return 0;
}
