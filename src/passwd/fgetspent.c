#include <errno.h>
#include <shadow.h>
#include "passwd_impl.h"

/* Shares getspnam's static storage. */
struct spwd *fgetspent(FILE *f)
{
	struct spwd *res;
	int e = fgetspent_r(f, &__sp_static, __sp_static_buf,
			    sizeof __sp_static_buf, &res);

	if (e && e != ENOENT)
		errno = e;
	return res;
}
