#include <stdlib.h>
#include "libc.h"

/* getenv, except in a set-user-ID or set-group-ID program (AT_SECURE),
   where the environment comes from a less privileged caller. */
char *secure_getenv(const char *name)
{
	return __libc.secure ? 0 : getenv(name);
}
