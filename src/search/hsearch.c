#include "search_impl.h"

/* hsearch_r on the one table: the entry, or null (errno ESRCH or
   ENOMEM).  Not thread-safe. */
ENTRY *hsearch(ENTRY item, ACTION action)
{
	ENTRY *e;

	hsearch_r(item, action, &e, &__htab);
	return e;
}
