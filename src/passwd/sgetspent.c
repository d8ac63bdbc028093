#include <errno.h>
#include <shadow.h>
#include "passwd_impl.h"

/* Shares getspnam's static storage. */
struct spwd *sgetspent(const char *s)
{
	struct spwd *res;
	int e = sgetspent_r(s, &__sp_static, __sp_static_buf,
			    sizeof __sp_static_buf, &res);

	if (e)
		errno = e;
	return res;
}
