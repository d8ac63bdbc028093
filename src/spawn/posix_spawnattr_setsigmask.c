#include <errno.h>
#include <spawn.h>

int posix_spawnattr_setsigmask(posix_spawnattr_t *restrict attr, const sigset_t *restrict in)
{
	attr->__ss = *in;
	return 0;
}
