#include <errno.h>
#include <shadow.h>
#include "passwd_impl.h"

/* The next entry of /etc/shadow in static storage shared with getspnam;
   null at the end (errno untouched) or on failure (errno set). */
struct spwd *getspent(void)
{
	struct spwd *res;
	int e = getspent_r(&__sp_static, __sp_static_buf,
			   sizeof __sp_static_buf, &res);

	if (e && e != ENOENT)
		errno = e;
	return res;
}
