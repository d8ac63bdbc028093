#include <stdlib.h>
#include <string.h>
#include "env_impl.h"
#include "lock.h"

/* string itself ("NAME=value") becomes part of the environment, so later
   changes to it change the environment.  As in glibc, a string without
   '=' removes NAME instead. */
int putenv(char *string)
{
	char *eq = strchr(string, '=');
	int r = 0;

	__lock(&__env_lock);
	if (!eq)
		__env_remove(string, strlen(string));
	else
		r = __env_put(string, eq - string, 1, 0);
	__unlock(&__env_lock);
	return r;
}
