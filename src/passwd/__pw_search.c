#include <errno.h>
#include <string.h>
#include "passwd_impl.h"

hidden int __pw_search(const char *name, uid_t uid, struct passwd *pw,
		       char *buf, size_t size, struct passwd **res)
{
	struct __lines r;
	char *line, *field[7];
	uid_t u;
	gid_t g;
	int e = __lines_open(&r, "/etc/passwd");

	*res = 0;
	if (e)
		return e == ENOENT ? 0 : e;
	while ((line = __lines_next(&r, &e))) {
		if (__pw_parse(line, field, &u, &g))
			continue;
		if (name ? strcmp(field[0], name) : u != uid)
			continue;
		e = __pw_fill(field, u, g, pw, buf, size);
		if (!e)
			*res = pw;
		break;
	}
	__lines_close(&r);
	return e;
}
