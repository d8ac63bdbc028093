#include <pwd.h>
#include "passwd_impl.h"

/* As getpwnam_r, by user id. */
int getpwuid_r(uid_t uid, struct passwd *pw, char *buf, size_t size,
	       struct passwd **result)
{
	return __pw_search(0, uid, pw, buf, size, result);
}
