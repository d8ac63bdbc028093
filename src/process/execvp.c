#define _GNU_SOURCE
#include <unistd.h>
#include "libc.h"

int execvp(const char *file, char *const argv[])
{
	return execvpe(file, argv, __environ);
}
