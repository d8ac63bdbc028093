#define _GNU_SOURCE
#include <stdlib.h>
#include "libc.h"

/* Like mkstemp, for a template whose XXXXXX is followed by a suffix of
   suffixlen bytes (".c", ".tmp"), which stays. */
int mkstemps(char *template, int suffixlen)
{
	return mkostemps(template, suffixlen, 0);
}

weak_alias(mkstemps, mkstemps64);
