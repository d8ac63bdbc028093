#include <errno.h>
#include <shadow.h>
#include <string.h>
#include "passwd_impl.h"

/* Returns an error number (ERANGE: buf is too small; EACCES: the file is
   not readable by this user); a missing user is 0 with *result null. */
int getspnam_r(const char *name, struct spwd *sp, char *buf, size_t size,
	       struct spwd **result)
{
	struct __lines r;
	char *line, *field[2];
	long num[7];
	int e = __lines_open(&r, _PATH_SHADOW);

	*result = 0;
	if (e)
		return e == ENOENT ? 0 : e;
	while ((line = __lines_next(&r, &e))) {
		if (__sp_parse(line, field, num) || strcmp(field[0], name))
			continue;
		e = __sp_fill(field, num, sp, buf, size);
		if (!e)
			*result = sp;
		break;
	}
	__lines_close(&r);
	return e;
}
