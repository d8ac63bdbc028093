#include <spawn.h>

int posix_spawnattr_getsigdefault(const posix_spawnattr_t *restrict attr, sigset_t *restrict out)
{
	*out = attr->__sd;
	return 0;
}
