#define _GNU_SOURCE
#include <stdlib.h>
#include "libc.h"

/* Creates and opens (read-write, mode 0600, O_EXCL) a new file named by
   replacing the template's trailing XXXXXX. */
int mkstemp(char *template)
{
	return mkostemp(template, 0);
}

weak_alias(mkstemp, mkstemp64);
