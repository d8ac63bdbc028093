#include <netdb.h>
#include "netgroup_impl.h"

void endnetgrent(void)
{
	__ngr_free(&__ngr_current);
	__ngr_pos = 0;
}
