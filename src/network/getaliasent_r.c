#include <errno.h>
#include <string.h>
#include "alias_impl.h"

/* The next /etc/aliases entry into result and buffer: 0, ENOENT after
   the last, or ERANGE when buffer is too small (that entry then comes
   again). */
int getaliasent_r(struct aliasent *result, char *buffer, size_t buflen, struct aliasent **res)
{
	char ent[__LINE_BUF];
	int e;

	*res = 0;
	if (!__aliasent_open) {
		if ((e = __lines_open(&__aliasent_file, "/etc/aliases")))
			return e == ENOENT ? ENOENT : e;
		__aliasent_open = 1;
	}
	for (;;) {
		if (__aliasent_held) {
			memcpy(ent, __aliasent_pending, sizeof ent);
			__aliasent_held = 0;
		} else if (!__alias_next(&__aliasent_file, ent)) {
			return ENOENT;
		}
		memcpy(__aliasent_pending, ent, sizeof ent);
		e = __alias_fill(ent, result, buffer, buflen);
		if (e == ENOENT)
			continue;
		if (e) {
			__aliasent_held = 1;
			return errno = e;
		}
		*res = result;
		return 0;
	}
}
