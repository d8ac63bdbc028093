#include <netdb.h>
#include "resolv.h"

struct servent *getservent(void)
{
	struct __serv_entry e;
	char *line;

	while ((line = __ent_next(&__servent_file, "/etc/services"))) {
		if (__serv_parse(line, &e) &&
		    !__servent_fill(&e, &__servent_static, __servent_buf, sizeof __servent_buf))
			return &__servent_static;
	}
	return 0;
}
