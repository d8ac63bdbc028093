#include "search_impl.h"

/* hcreate_r on the one table hsearch uses.  Not thread-safe. */
int hcreate(size_t nel)
{
	return hcreate_r(nel, &__htab);
}
