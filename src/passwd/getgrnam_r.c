#include <grp.h>
#include "passwd_impl.h"

/* Returns an error number (ERANGE: buf is too small for the entry); a
   missing group is 0 with *result null. */
int getgrnam_r(const char *name, struct group *gr, char *buf, size_t size,
	       struct group **result)
{
	return __gr_search(name, 0, gr, buf, size, result);
}
