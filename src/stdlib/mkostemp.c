#define _GNU_SOURCE
#include <stdlib.h>
#include "libc.h"

/* Like mkstemp, with extra open flags (O_APPEND, O_CLOEXEC, O_SYNC...). */
int mkostemp(char *template, int flags)
{
	return mkostemps(template, 0, flags);
}

weak_alias(mkostemp, mkostemp64);
