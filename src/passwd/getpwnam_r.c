#include <pwd.h>
#include "passwd_impl.h"

/* Returns an error number (ERANGE: buf is too small for the entry); a
   missing user is 0 with *result null. */
int getpwnam_r(const char *name, struct passwd *pw, char *buf, size_t size,
	       struct passwd **result)
{
	return __pw_search(name, 0, pw, buf, size, result);
}
