#include <errno.h>
#include <grp.h>
#include "passwd_impl.h"

/* Shares getgrnam's static storage; null at the end of f (errno
   untouched) or on failure. */
struct group *fgetgrent(FILE *f)
{
	struct group *res;
	int e = fgetgrent_r(f, &__gr_static, __gr_static_buf,
			    sizeof __gr_static_buf, &res);

	if (e && e != ENOENT)
		errno = e;
	return res;
}
