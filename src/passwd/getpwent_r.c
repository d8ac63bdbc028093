#include <errno.h>
#include <pwd.h>
#include <string.h>
#include "passwd_impl.h"

/* The next entry of /etc/passwd into pw and buf, from the same position as
   getpwent: 0, ENOENT after the last one, ERANGE when buf is too small
   (the same entry comes again on the next call) or another error number. */
int getpwent_r(struct passwd *pw, char *buf, size_t size, struct passwd **result)
{
	char *line, *field[7];
	uid_t uid;
	gid_t gid;
	size_t n;
	int e = 0;

	*result = 0;
	if (__pwent_file.fd < 0) {
		e = __lines_open(&__pwent_file, "/etc/passwd");
		if (e)
			return e;
	}
	while ((line = __lines_next(&__pwent_file, &e))) {
		n = strlen(line);
		if (__pw_parse(line, field, &uid, &gid))
			continue;
		e = __pw_fill(field, uid, gid, pw, buf, size);
		if (e) {
			__lines_unread(&__pwent_file, line, n);
			return e;
		}
		*result = pw;
		return 0;
	}
	return e ? e : ENOENT;
}
