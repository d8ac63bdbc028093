#include <errno.h>
#include <pwd.h>
#include "passwd_impl.h"

/* Shares getpwnam's static storage; null at the end of f (errno
   untouched) or on failure. */
struct passwd *fgetpwent(FILE *f)
{
	struct passwd *res;
	int e = fgetpwent_r(f, &__pw_static, __pw_static_buf,
			    sizeof __pw_static_buf, &res);

	if (e && e != ENOENT)
		errno = e;
	return res;
}
