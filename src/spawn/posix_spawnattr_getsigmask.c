#include <spawn.h>

int posix_spawnattr_getsigmask(const posix_spawnattr_t *restrict attr, sigset_t *restrict out)
{
	*out = attr->__ss;
	return 0;
}
