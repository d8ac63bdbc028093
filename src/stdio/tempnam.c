#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "stdio_impl.h"

static int is_dir(const char *d)
{
	struct stat st;

	return d && !stat(d, &st) && S_ISDIR(st.st_mode);
}

/* A malloc'd name dir/pfxXXXXXX that does not exist now (racy by design,
   as tmpnam).  The directory is $TMPDIR (ignored in set-id programs) when
   that is one, else dir, else P_tmpdir, else /tmp; pfx is cut to five
   bytes, "file" when null or empty. */
char *tempnam(const char *dir, const char *pfx)
{
	const char *env = secure_getenv("TMPDIR");
	size_t dlen, plen;
	char *name, *x;
	struct stat st;
	int tries;

	if (is_dir(env))
		dir = env;
	else if (!is_dir(dir))
		dir = is_dir(P_tmpdir) ? P_tmpdir : is_dir("/tmp") ? "/tmp" : 0;
	if (!dir) {
		errno = ENOENT;
		return 0;
	}
	if (!pfx || !*pfx)
		pfx = "file";
	plen = strnlen(pfx, 5);
	dlen = strlen(dir);
	while (dlen > 1 && dir[dlen - 1] == '/')
		dlen--;
	name = malloc(dlen + 1 + plen + 7);
	if (!name)
		return 0;
	memcpy(name, dir, dlen);
	name[dlen] = '/';
	memcpy(name + dlen + 1, pfx, plen);
	x = name + dlen + 1 + plen;
	x[6] = 0;
	for (tries = 0; tries < 100; tries++) {
		__tmpname(x);
		if (lstat(name, &st) && errno == ENOENT)
			return name;
	}
	free(name);
	errno = EEXIST;
	return 0;
}
