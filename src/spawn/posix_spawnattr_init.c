#include <string.h>
#include <spawn.h>

int posix_spawnattr_init(posix_spawnattr_t *attr)
{
	memset(attr, 0, sizeof *attr);
	return 0;
}
