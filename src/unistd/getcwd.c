#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "syscall.h"

/* With a null buf the result is allocated: size bytes, or just enough when
   size is 0 (the common extension).  A directory that is not reachable from
   the root (the kernel prefixes "(unreachable)") is reported as ENOENT,
   since the result must be an absolute path. */
char *getcwd(char *buf, size_t size)
{
	char tmp[PATH_MAX], *p;
	long r;

	if (buf && !size) {
		errno = EINVAL;
		return 0;
	}
	r = __syscall(SYS_getcwd, buf ? buf : tmp, buf ? size : sizeof tmp);
	if (r < 0) {
		errno = -r;
		return 0;
	}
	p = buf ? buf : tmp;
	if (r == 0 || p[0] != '/') {
		errno = ENOENT;
		return 0;
	}
	if (buf)
		return buf;
	/* r counts the terminating NUL. */
	if (size && size < (size_t)r) {
		errno = ERANGE;
		return 0;
	}
	p = malloc(size ? size : (size_t)r);
	if (!p)
		return 0;
	memcpy(p, tmp, r);
	return p;
}
