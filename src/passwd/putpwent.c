#include <errno.h>
#include <pwd.h>
#include <stdio.h>
#include <string.h>

static const char *field(const char *s, int *bad)
{
	if (!s)
		return "";
	*bad |= strpbrk(s, ":\n") != 0;
	return s;
}

/* One line of /etc/passwd.  A field holding ':' or a newline would not
   read back as the same entry: EINVAL.  A NIS line (+name, -name) keeps
   its ids empty. */
int putpwent(const struct passwd *pw, FILE *f)
{
	const char *name, *pass, *gecos, *dir, *shell;
	int bad = 0, r;

	if (!pw || !f) {
		errno = EINVAL;
		return -1;
	}
	name = field(pw->pw_name, &bad);
	pass = field(pw->pw_passwd, &bad);
	gecos = field(pw->pw_gecos, &bad);
	dir = field(pw->pw_dir, &bad);
	shell = field(pw->pw_shell, &bad);
	if (bad || !*name) {
		errno = EINVAL;
		return -1;
	}
	flockfile(f);
	if (*name == '+' || *name == '-')
		r = fprintf(f, "%s:%s:::%s:%s:%s\n", name, pass, gecos, dir, shell);
	else
		r = fprintf(f, "%s:%s:%u:%u:%s:%s:%s\n", name, pass,
			    (unsigned)pw->pw_uid, (unsigned)pw->pw_gid,
			    gecos, dir, shell);
	funlockfile(f);
	return r < 0 ? -1 : 0;
}
