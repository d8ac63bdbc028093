#define _GNU_SOURCE
#include <fcntl.h>
#include <unistd.h>

/* access(2) with the effective ids instead of the real ones. */
int euidaccess(const char *path, int mode)
{
	return faccessat(AT_FDCWD, path, mode, AT_EACCESS);
}
