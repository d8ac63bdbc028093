#include <errno.h>
#include <pwd.h>
#include "passwd_impl.h"

/* The next entry of /etc/passwd, opening it on first use; null at the end
   (errno untouched) or on failure (errno set). */
struct passwd *getpwent(void)
{
	char *line, *field[7];
	uid_t uid;
	gid_t gid;
	int e = 0;

	if (__pwent_file.fd < 0) {
		e = __lines_open(&__pwent_file, "/etc/passwd");
		if (e) {
			errno = e;
			return 0;
		}
	}
	while ((line = __lines_next(&__pwent_file, &e))) {
		if (__pw_parse(line, field, &uid, &gid))
			continue;
		__pw_fill(field, uid, gid, &__pw_static, __pw_static_buf,
			  sizeof __pw_static_buf);
		return &__pw_static;
	}
	if (e)
		errno = e;
	return 0;
}
