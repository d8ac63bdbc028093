#include <stdlib.h>
#include "fts_impl.h"

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
