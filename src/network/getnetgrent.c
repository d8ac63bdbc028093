#include <netdb.h>
#include "netgroup_impl.h"

/* The next triple of the group setnetgrent chose: 1, or 0 after the
   last.  A field empty in the file is null (a wildcard); the strings
   stay valid until endnetgrent or the next setnetgrent. */
int getnetgrent(char **host, char **user, char **domain)
{
	struct __ngr_triple *t;

	if (__ngr_pos >= __ngr_current.n)
		return 0;
	t = &__ngr_current.t[__ngr_pos++];
	*host = t->f[0];
	*user = t->f[1];
	*domain = t->f[2];
	return 1;
}
