#include <errno.h>
#include <grp.h>
#include <stdio.h>
#include <string.h>

/* One line of /etc/group, members joined by commas.  A field that would
   not read back as itself (':' or a newline anywhere, ',' in a member)
   is EINVAL.  A NIS line (+name, -name) keeps its id empty. */
int putgrent(const struct group *gr, FILE *f)
{
	const char *pass;
	char **m;
	int bad;

	if (!gr || !f || !gr->gr_name || !*gr->gr_name) {
		errno = EINVAL;
		return -1;
	}
	pass = gr->gr_passwd ? gr->gr_passwd : "";
	bad = strpbrk(gr->gr_name, ":\n") || strpbrk(pass, ":\n");
	for (m = gr->gr_mem; m && *m && !bad; m++)
		bad = strpbrk(*m, ":\n,") != 0;
	if (bad) {
		errno = EINVAL;
		return -1;
	}
	flockfile(f);
	if (*gr->gr_name == '+' || *gr->gr_name == '-')
		bad = fprintf(f, "%s:%s::", gr->gr_name, pass) < 0;
	else
		bad = fprintf(f, "%s:%s:%u:", gr->gr_name, pass,
			      (unsigned)gr->gr_gid) < 0;
	for (m = gr->gr_mem; m && *m; m++)
		bad |= fprintf(f, "%s%s", m == gr->gr_mem ? "" : ",", *m) < 0;
	bad |= putc_unlocked('\n', f) == EOF;
	funlockfile(f);
	return bad ? -1 : 0;
}
