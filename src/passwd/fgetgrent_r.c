#include <errno.h>
#include <grp.h>
#include <stdio.h>
#include "passwd_impl.h"

/* The next entry of f, in the form of /etc/group: 0, ENOENT at the end of
   the stream, ERANGE when buf is too small (f is put back before the
   entry when it can seek, so a retry with a bigger buffer reads it) or a
   read error. */
int fgetgrent_r(FILE *f, struct group *gr, char *buf, size_t size,
		 struct group **result)
{
	char line[__LINE_BUF], *field[4];
	gid_t gid;
	off_t at = ftello(f);
	int e = 0;

	*result = 0;
	while (__fline(f, line, &e)) {
		if (__gr_parse(line, field, &gid)) {
			at = ftello(f);
			continue;
		}
		e = __gr_fill(field, gid, gr, buf, size);
		if (e) {
			if (at >= 0)
				fseeko(f, at, SEEK_SET);
			return e;
		}
		*result = gr;
		return 0;
	}
	return e ? e : ENOENT;
}
