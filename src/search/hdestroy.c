#include "search_impl.h"

/* hdestroy_r on the one table hsearch uses.  Not thread-safe. */
void hdestroy(void)
{
	hdestroy_r(&__htab);
}
