#include <errno.h>
#include <spawn.h>

int posix_spawnattr_setschedparam(posix_spawnattr_t *restrict attr, const struct sched_param *restrict in)
{
	attr->__sp = *in;
	return 0;
}
