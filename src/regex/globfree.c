#include <glob.h>
#include <stdlib.h>
#include "libc.h"

/* Frees what glob stored in *pglob (the paths and their array); the
   reserved gl_offs slots are the caller's.  Safe on a glob_t that glob
   left empty. */
void globfree(glob_t *pglob)
{
	if (pglob->gl_pathv) {
		for (size_t i = 0; i < pglob->gl_pathc; i++)
			free(pglob->gl_pathv[pglob->gl_offs + i]);
		free(pglob->gl_pathv);
	}
	pglob->gl_pathv = 0;
	pglob->gl_pathc = 0;
}

weak_alias(globfree, globfree64);
