#include <errno.h>
#include <shadow.h>
#include "passwd_impl.h"

/* The result is in static storage shared with getspent, overwritten by
   the next call.  A missing user is null with errno untouched. */
struct spwd *getspnam(const char *name)
{
	struct spwd *res;
	int e = getspnam_r(name, &__sp_static, __sp_static_buf,
			   sizeof __sp_static_buf, &res);

	if (e)
		errno = e;
	return res;
}
