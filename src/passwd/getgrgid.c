#include <errno.h>
#include <grp.h>
#include "passwd_impl.h"

/* Shares getgrnam's static storage. */
struct group *getgrgid(gid_t gid)
{
	struct group *res;
	int e = __gr_search(0, gid, &__gr_static, __gr_static_buf,
			    sizeof __gr_static_buf, &res);

	if (e)
		errno = e;
	return res;
}
