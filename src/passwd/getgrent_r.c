#include <errno.h>
#include <grp.h>
#include <string.h>
#include "passwd_impl.h"

/* The next entry of /etc/group into gr and buf, from the same position as
   getgrent: 0, ENOENT after the last one, ERANGE when buf is too small
   (the same entry comes again on the next call) or another error number. */
int getgrent_r(struct group *gr, char *buf, size_t size, struct group **result)
{
	char *line, *field[4];
	gid_t gid;
	size_t n;
	int e = 0;

	*result = 0;
	if (__grent_file.fd < 0) {
		e = __lines_open(&__grent_file, "/etc/group");
		if (e)
			return e;
	}
	while ((line = __lines_next(&__grent_file, &e))) {
		n = strlen(line);
		if (__gr_parse(line, field, &gid))
			continue;
		e = __gr_fill(field, gid, gr, buf, size);
		if (e) {
			__lines_unread(&__grent_file, line, n);
			return e;
		}
		*result = gr;
		return 0;
	}
	return e ? e : ENOENT;
}
