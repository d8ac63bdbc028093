#include <errno.h>
#include <shadow.h>
#include <stdio.h>
#include <string.h>

/* One line of /etc/shadow: a number of -1 (a flag of all ones) is
   written as an empty field.  A name or password holding ':' or a
   newline would not read back as the same entry: EINVAL. */
int putspent(const struct spwd *sp, FILE *f)
{
	const long num[6] = { sp->sp_lstchg, sp->sp_min, sp->sp_max,
			      sp->sp_warn, sp->sp_inact, sp->sp_expire };
	const char *name = sp->sp_namp ? sp->sp_namp : "";
	const char *pass = sp->sp_pwdp ? sp->sp_pwdp : "";
	int i, bad = 0;

	if (strpbrk(name, ":\n") || strpbrk(pass, ":\n")) {
		errno = EINVAL;
		return -1;
	}
	flockfile(f);
	bad |= fprintf(f, "%s:%s:", name, pass) < 0;
	for (i = 0; i < 6; i++)
		if (num[i] != -1)
			bad |= fprintf(f, "%ld:", num[i]) < 0;
		else
			bad |= putc_unlocked(':', f) == EOF;
	if (sp->sp_flag != ~0UL)
		bad |= fprintf(f, "%lu", sp->sp_flag) < 0;
	bad |= putc_unlocked('\n', f) == EOF;
	funlockfile(f);
	return bad ? -1 : 0;
}
