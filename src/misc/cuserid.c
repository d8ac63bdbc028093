#define _GNU_SOURCE
#include <pwd.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* The name of the effective user, cut to L_cuserid - 1 bytes, in s or a
   static buffer; null (and s empty) when the user has no entry. */
char *cuserid(char *s)
{
	static char own[L_cuserid];
	char buf[1024];
	struct passwd pw, *res;
	char *out = s ? s : own;

	if (getpwuid_r(geteuid(), &pw, buf, sizeof buf, &res) || !res) {
		if (s)
			*s = 0;
		return 0;
	}
	strncpy(out, res->pw_name, L_cuserid - 1);
	out[L_cuserid - 1] = 0;
	return out;
}
