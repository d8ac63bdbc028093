#include <errno.h>
#include <grp.h>
#include "passwd_impl.h"

/* The result is in static storage shared with getgrgid and getgrent,
   overwritten by the next call.  A missing group is null with errno
   untouched; a failure sets errno. */
struct group *getgrnam(const char *name)
{
	struct group *res;
	int e = __gr_search(name, 0, &__gr_static, __gr_static_buf,
			    sizeof __gr_static_buf, &res);

	if (e)
		errno = e;
	return res;
}
