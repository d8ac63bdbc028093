#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "env_impl.h"
#include "lock.h"

int setenv(const char *name, const char *value, int overwrite)
{
	size_t n, v;
	char *s;
	int r;

	if (!name || !(n = strlen(name)) || strchr(name, '=')) {
		errno = EINVAL;
		return -1;
	}
	if (!value)
		value = "";
	v = strlen(value);
	s = __env_alloc(n + v + 2);
	if (!s) {
		errno = ENOMEM;
		return -1;
	}
	memcpy(s, name, n);
	s[n] = '=';
	memcpy(s + n + 1, value, v + 1);
	__lock(&__env_lock);
	r = __env_put(s, n, overwrite, 1);
	__unlock(&__env_lock);
	return r;
}
