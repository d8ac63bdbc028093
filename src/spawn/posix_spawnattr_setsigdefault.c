#include <errno.h>
#include <spawn.h>

int posix_spawnattr_setsigdefault(posix_spawnattr_t *restrict attr, const sigset_t *restrict in)
{
	attr->__sd = *in;
	return 0;
}
