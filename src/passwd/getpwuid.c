#include <errno.h>
#include <pwd.h>
#include "passwd_impl.h"

/* Shares getpwnam's static storage. */
struct passwd *getpwuid(uid_t uid)
{
	struct passwd *res;
	int e = __pw_search(0, uid, &__pw_static, __pw_static_buf,
			    sizeof __pw_static_buf, &res);

	if (e)
		errno = e;
	return res;
}
