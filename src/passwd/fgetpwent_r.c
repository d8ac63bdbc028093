#include <errno.h>
#include <pwd.h>
#include <stdio.h>
#include "passwd_impl.h"

/* The next entry of f, in the form of /etc/passwd: 0, ENOENT at the end of
   the stream, ERANGE when buf is too small (f is put back before the
   entry when it can seek, so a retry with a bigger buffer reads it) or a
   read error. */
int fgetpwent_r(FILE *f, struct passwd *pw, char *buf, size_t size,
		 struct passwd **result)
{
	char line[__LINE_BUF], *field[7];
	uid_t uid;
	gid_t gid;
	off_t at = ftello(f);
	int e = 0;

	*result = 0;
	while (__fline(f, line, &e)) {
		if (__pw_parse(line, field, &uid, &gid)) {
			at = ftello(f);
			continue;
		}
		e = __pw_fill(field, uid, gid, pw, buf, size);
		if (e) {
			if (at >= 0)
				fseeko(f, at, SEEK_SET);
			return e;
		}
		*result = pw;
		return 0;
	}
	return e ? e : ENOENT;
}
