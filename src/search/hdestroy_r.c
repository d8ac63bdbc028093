#include <stdlib.h>
#include "search_impl.h"

/* Frees the table; the keys and data are the caller's. */
void hdestroy_r(struct hsearch_data *htab)
{
	if (!htab)
		return;
	free(htab->table);
	htab->table = 0;
	htab->size = htab->filled = 0;
}
