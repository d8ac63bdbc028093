#define _GNU_SOURCE
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

/* From uname, as Linux has no call for it.  A name longer than len is cut
   to len bytes without a NUL and the call succeeds, as in glibc. */
int getdomainname(char *name, size_t len)
{
	struct utsname u;

	if (uname(&u))
		return -1;
	size_t n = strlen(u.domainname) + 1;
	memcpy(name, u.domainname, n < len ? n : len);
	return 0;
}
