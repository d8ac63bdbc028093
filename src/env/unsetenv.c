#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "env_impl.h"
#include "lock.h"

/* Removes every definition of name, not only the first. */
int unsetenv(const char *name)
{
	size_t n;

	if (!name || !(n = strlen(name)) || strchr(name, '=')) {
		errno = EINVAL;
		return -1;
	}
	__lock(&__env_lock);
	__env_remove(name, n);
	__unlock(&__env_lock);
	return 0;
}
