#include <grp.h>
#include "passwd_impl.h"

/* As getgrnam_r, by group id. */
int getgrgid_r(gid_t gid, struct group *gr, char *buf, size_t size,
	       struct group **result)
{
	return __gr_search(0, gid, gr, buf, size, result);
}
