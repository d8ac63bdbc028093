#include <errno.h>
#include <limits.h>
#include <string.h>
#include "shm_name.h"

hidden int __shm_path(char *buf, const char *name, const char *prefix)
{
	size_t n, p = strlen(prefix);

	while (*name == '/')
		name++;
	n = strlen(name);
	if (!n || strchr(name, '/'))
		return EINVAL;
	/* Only a bare name can be a directory ("sem.." is a file name). */
	if (!p && (!strcmp(name, ".") || !strcmp(name, "..")))
		return EINVAL;
	if (n + p > NAME_MAX)
		return ENAMETOOLONG;
	memcpy(buf, "/dev/shm/", 9);
	memcpy(buf + 9, prefix, p);
	memcpy(buf + 9 + p, name, n + 1);
	return 0;
}
