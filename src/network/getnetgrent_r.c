#include <errno.h>
#include <netdb.h>
#include <string.h>
#include "netgroup_impl.h"

/* getnetgrent with the strings copied into buf: 1, or 0 after the last
   triple, or 0 with errno ERANGE when buf is too small (the triple then
   comes again). */
int getnetgrent_r(char **host, char **user, char **domain, char *buf, size_t buflen)
{
	struct __ngr_triple *t;
	size_t need = 0, l;
	char **out[3] = { host, user, domain };

	if (__ngr_pos >= __ngr_current.n)
		return 0;
	t = &__ngr_current.t[__ngr_pos];
	for (int i = 0; i < 3; i++)
		need += t->f[i] ? strlen(t->f[i]) + 1 : 0;
	if (!buf || need > buflen) {
		errno = ERANGE;
		return 0;
	}
	for (int i = 0; i < 3; i++) {
		*out[i] = 0;
		if (!t->f[i])
			continue;
		l = strlen(t->f[i]) + 1;
		*out[i] = memcpy(buf, t->f[i], l);
		buf += l;
	}
	__ngr_pos++;
	return 1;
}
