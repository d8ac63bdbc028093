#include <errno.h>
#include "alias_impl.h"

/* The /etc/aliases entry for name (case ignored) into result and
   buffer: 0 with *res set, 0 with *res null when there is none, ERANGE
   when buffer is too small. */
int getaliasbyname_r(const char *name, struct aliasent *result, char *buffer, size_t buflen,
		     struct aliasent **res)
{
	struct __lines f;
	char ent[__LINE_BUF];
	int e = ENOENT;

	*res = 0;
	if (!name || __lines_open(&f, "/etc/aliases"))
		return 0;
	while (__alias_next(&f, ent))
		if (__alias_is(ent, name) && (e = __alias_fill(ent, result, buffer, buflen)) != ENOENT)
			break;
	__lines_close(&f);
	if (e == ENOENT)
		return 0;
	if (e)
		return errno = e;
	*res = result;
	return 0;
}
