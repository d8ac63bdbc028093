#include <string.h>
#include "ttyent_impl.h"

/* The entry of /etc/ttys for the terminal name (without /dev/). */
struct ttyent *getttynam(const char *name)
{
	struct ttyent *t;

	if (!setttyent())
		return 0;
	while ((t = getttyent()))
		if (!strcmp(t->ty_name, name))
			break;
	endttyent();
	return t;
}
