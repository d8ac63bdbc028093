#include <errno.h>
#include <stdlib.h>
#include "search_impl.h"

/* Makes a table for at least nel entries: a power of two at least 4/3
   of nel, so that probe runs stay short when it is full.  Returns
   nonzero on success; 0 with ENOMEM, or EINVAL for a null htab, and 0
   without change if htab already has a table (as glibc). */
int hcreate_r(size_t nel, struct hsearch_data *htab)
{
	size_t size = 16;

	if (!htab) {
		errno = EINVAL;
		return 0;
	}
	if (htab->table)
		return 0;
	if (nel > (size_t)1 << 28) {
		errno = ENOMEM;
		return 0;
	}
	while (size < nel + nel / 3 + 1)
		size *= 2;
	htab->table = calloc(size, sizeof *htab->table);
	if (!htab->table) {
		errno = ENOMEM;
		return 0;
	}
	htab->size = (unsigned)size;
	htab->filled = 0;
	return 1;
}
