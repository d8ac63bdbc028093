#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include "syscall.h"
#include "tempname.h"

/* Creates a new directory with mode 0700 named by replacing the template's
   trailing XXXXXX; returns template, or NULL with the template restored. */
char *mkdtemp(char *template)
{
	char *x = __temp_xs(template, 0);
	long r = -EEXIST;

	if (!x)
		return 0;
	for (int tries = 0; tries < 1000 && r == -EEXIST; tries++) {
		__temp_fill(x);
#ifdef SYS_mkdir
		r = __syscall(SYS_mkdir, template, 0700);
#else
		r = __syscall(SYS_mkdirat, AT_FDCWD, template, 0700);
#endif
	}
	if (!r)
		return template;
	memcpy(x, "XXXXXX", 6);
	__syscall_ret(r);
	return 0;
}
