#define _GNU_SOURCE
#include <stdlib.h>

/* realpath into a buffer the caller frees. */
char *canonicalize_file_name(const char *path)
{
	return realpath(path, 0);
}
