#include <errno.h>
#include <pwd.h>
#include "passwd_impl.h"

/* The result is in static storage shared with getpwuid and getpwent,
   overwritten by the next call.  A missing user is null with errno
   untouched; a failure sets errno. */
struct passwd *getpwnam(const char *name)
{
	struct passwd *res;
	int e = __pw_search(name, 0, &__pw_static, __pw_static_buf,
			    sizeof __pw_static_buf, &res);

	if (e)
		errno = e;
	return res;
}
