#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include "syscall.h"
#include "tempname.h"

/* Only picks a name that does not exist now (another process may take it
   before the caller uses it: prefer mkstemp).  On failure the template
   becomes the empty string. */
char *mktemp(char *template)
{
	char *x = __temp_xs(template, 0);
	long r = -EEXIST;
	char c;

	if (!x) {
		*template = 0;
		return template;
	}
	for (int tries = 0; tries < 1000; tries++) {
		__temp_fill(x);
		/* readlink looks the name up without following a final
		   symlink: ENOENT means that nothing, not even a dangling
		   link, has this name; EINVAL, that it exists. */
#ifdef SYS_readlink
		r = __syscall(SYS_readlink, template, &c, 1);
#else
		r = __syscall(SYS_readlinkat, AT_FDCWD, template, &c, 1);
#endif
		if (r == -ENOENT)
			return template;
		if (r < 0 && r != -EINVAL)
			break;
		r = -EEXIST;
	}
	errno = -r;
	*template = 0;
	return template;
}
