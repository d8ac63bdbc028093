#include <errno.h>
#include <grp.h>
#include "passwd_impl.h"

/* The next entry of /etc/group, opening it on first use; null at the end
   (errno untouched) or on failure (errno set). */
struct group *getgrent(void)
{
	char *line, *field[4];
	gid_t gid;
	int e = 0;

	if (__grent_file.fd < 0) {
		e = __lines_open(&__grent_file, "/etc/group");
		if (e) {
			errno = e;
			return 0;
		}
	}
	while ((line = __lines_next(&__grent_file, &e))) {
		if (__gr_parse(line, field, &gid))
			continue;
		__gr_fill(field, gid, &__gr_static, __gr_static_buf,
			  sizeof __gr_static_buf);
		return &__gr_static;
	}
	if (e)
		errno = e;
	return 0;
}
