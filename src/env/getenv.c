#include <stdlib.h>
#include <string.h>
#include "libc.h"

/* The value of name in the environment, or NULL.  Not thread-safe against
   a concurrent setenv/putenv, as POSIX allows. */
char *getenv(const char *name)
{
	size_t n = 0;
	char **e;

	while (name[n] && name[n] != '=')
		n++;
	if (!n || name[n] || !__environ)
		return 0;
	for (e = __environ; *e; e++)
		if (!strncmp(*e, name, n) && (*e)[n] == '=')
			return *e + n + 1;
	return 0;
}
