#include <errno.h>
#include <string.h>
#include "passwd_impl.h"

/* field 2 and 3 are the ids, passed already converted. */
hidden int __pw_fill(char *const field[7], uid_t uid, gid_t gid,
		     struct passwd *pw, char *buf, size_t size)
{
	static const int strings[] = { 0, 1, 4, 5, 6 };
	char *copy[7];
	size_t used = 0, n;
	int i, f;

	for (i = 0; i < 5; i++) {
		f = strings[i];
		n = strlen(field[f]) + 1;
		if (n > size - used)
			return ERANGE;
		copy[f] = memcpy(buf + used, field[f], n);
		used += n;
	}
	pw->pw_name = copy[0];
	pw->pw_passwd = copy[1];
	pw->pw_uid = uid;
	pw->pw_gid = gid;
	pw->pw_gecos = copy[4];
	pw->pw_dir = copy[5];
	pw->pw_shell = copy[6];
	return 0;
}
