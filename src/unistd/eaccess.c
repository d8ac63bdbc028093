#define _GNU_SOURCE
#include <unistd.h>

int eaccess(const char *path, int mode)
{
	return euidaccess(path, mode);
}
