#define _DEFAULT_SOURCE
#include <errno.h>
#include <unistd.h>

/* Linux has no way to revoke other processes' access to a file. */
int revoke(const char *path)
{
	(void)path;
	errno = ENOSYS;
	return -1;
}
