#include <stdlib.h>
#include "fts_impl.h"
#include "libc.h"

/* Ends a walk and frees every entry it made.  0 (weft never changed
   directory, so there is nothing to restore). */
int fts_close(FTS *fts)
{
	if (!fts)
		return 0;
	__fts_free(fts->child);
	__fts_free(fts->root);
	free(fts);
	return 0;
}

/* The LFS64 name: FTS64 and FTSENT64 are FTS and FTSENT. */
weak_alias(fts_close, fts64_close);
