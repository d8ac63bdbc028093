#include <errno.h>
#include <stdint.h>
#include <string.h>
#include "passwd_impl.h"

/* buf receives the member pointer array (aligned) then the strings. */
hidden int __gr_fill(char *const field[4], gid_t gid, struct group *gr,
		     char *buf, size_t size)
{
	size_t members = 0, skip, need, nname, npass, nmem;
	char **mem, *s, *p;

	if (*field[3])
		for (members = 1, p = field[3]; *p; p++)
			members += *p == ',';
	skip = -(uintptr_t)buf & (sizeof(char *) - 1);
	nname = strlen(field[0]) + 1;
	npass = strlen(field[1]) + 1;
	nmem = strlen(field[3]) + 1;
	need = skip + (members + 1) * sizeof(char *) + nname + npass + nmem;
	if (need > size)
		return ERANGE;

	mem = (char **)(buf + skip);
	s = (char *)(mem + members + 1);
	gr->gr_name = memcpy(s, field[0], nname);
	s += nname;
	gr->gr_passwd = memcpy(s, field[1], npass);
	s += npass;
	memcpy(s, field[3], nmem);
	gr->gr_gid = gid;
	gr->gr_mem = mem;
	if (members) {
		*mem++ = s;
		for (; *s; s++)
			if (*s == ',') {
				*s = 0;
				*mem++ = s + 1;
			}
	}
	*mem = 0;
	return 0;
}
