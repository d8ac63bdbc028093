#include <errno.h>
#include <string.h>
#include "passwd_impl.h"

hidden int __gr_search(const char *name, gid_t gid, struct group *gr,
		       char *buf, size_t size, struct group **res)
{
	struct __lines r;
	char *line, *field[4];
	gid_t g;
	int e = __lines_open(&r, "/etc/group");

	*res = 0;
	if (e)
		return e == ENOENT ? 0 : e;
	while ((line = __lines_next(&r, &e))) {
		if (__gr_parse(line, field, &g))
			continue;
		if (name ? strcmp(field[0], name) : g != gid)
			continue;
		e = __gr_fill(field, g, gr, buf, size);
		if (!e)
			*res = gr;
		break;
	}
	__lines_close(&r);
	return e;
}
