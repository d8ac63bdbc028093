#include <errno.h>
#include <shadow.h>
#include <string.h>
#include "passwd_impl.h"

/* The next entry of /etc/shadow into sp and buf: 0, ENOENT after the
   last one, ERANGE when buf is too small (the same entry comes again on
   the next call) or another error number. */
int getspent_r(struct spwd *sp, char *buf, size_t size, struct spwd **result)
{
	char *line, *field[2];
	long num[7];
	size_t n;
	int e = 0;

	*result = 0;
	if (__spent_file.fd < 0) {
		e = __lines_open(&__spent_file, _PATH_SHADOW);
		if (e)
			return e;
	}
	while ((line = __lines_next(&__spent_file, &e))) {
		n = strlen(line);
		if (__sp_parse(line, field, num))
			continue;
		e = __sp_fill(field, num, sp, buf, size);
		if (e) {
			__lines_unread(&__spent_file, line, n);
			return e;
		}
		*result = sp;
		return 0;
	}
	return e ? e : ENOENT;
}
