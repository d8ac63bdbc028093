#include <netdb.h>
#include "resolv.h"

/* One static result, as POSIX allows: the line found is copied into the
   static buffer after room for the alias list. */
struct netent *getnetbyname(const char *name)
{
	struct __net_entry e;
	char *line = __netent_buf + 17 * sizeof(char *);

	if (!name || !__net_search(name, 0, 0, line,
				   sizeof __netent_buf - 17 * sizeof(char *), &e))
		return 0;
	return __netent_set(&e);
}
