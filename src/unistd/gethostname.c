#include <errno.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

/* ENAMETOOLONG when the name and its NUL do not fit, as glibc. */
int gethostname(char *name, size_t len)
{
	struct utsname u;
	size_t n;

	if (uname(&u) < 0)
		return -1;
	n = strlen(u.nodename);
	if (n >= len) {
		errno = ENAMETOOLONG;
		return -1;
	}
	memcpy(name, u.nodename, n + 1);
	return 0;
}
