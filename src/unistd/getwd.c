#define _DEFAULT_SOURCE
#include <errno.h>
#include <limits.h>
#include <string.h>
#include <unistd.h>

/* The BSD getcwd: buf must hold PATH_MAX bytes.  On failure buf gets the
   error's message, as the BSD manual and glibc have it, and errno keeps
   the error. */
char *getwd(char *buf)
{
	int e;

	if (!buf) {
		errno = EINVAL;
		return 0;
	}
	if (getcwd(buf, PATH_MAX))
		return buf;
	e = errno;
	strerror_r(e, buf, PATH_MAX);
	errno = e;
	return 0;
}
