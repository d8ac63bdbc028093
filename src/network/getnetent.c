#include <netdb.h>
#include "resolv.h"

/* The next entry of /etc/networks; its strings stay in the file's line
   buffer until the next call, as POSIX allows. */
struct netent *getnetent(void)
{
	struct __net_entry e;
	char *line;

	while ((line = __ent_next(&__netent_file, "/etc/networks")))
		if (__net_parse(line, &e))
			return __netent_set(&e);
	return 0;
}
