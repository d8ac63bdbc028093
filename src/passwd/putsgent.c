#include <errno.h>
#include <gshadow.h>
#include <stdio.h>
#include <string.h>

/* Writes the names of a null-terminated list, separated by commas. */
static int put_list(char **list, FILE *f)
{
	int bad = 0;

	for (char **p = list; p && *p; p++)
		bad |= fprintf(f, "%s%s", p == list ? "" : ",", *p) < 0;
	return bad;
}

/* Whether every name of list reads back as itself. */
static int list_ok(char **list)
{
	for (; list && *list; list++)
		if (strpbrk(*list, ":\n,"))
			return 0;
	return 1;
}

/* One line of /etc/gshadow.  A field that would not read back as itself
   (':' or a newline anywhere, ',' in a list entry) is EINVAL. */
int putsgent(const struct sgrp *sg, FILE *f)
{
	const char *pass;
	int bad;

	if (!sg || !f || !sg->sg_namp || !*sg->sg_namp) {
		errno = EINVAL;
		return -1;
	}
	pass = sg->sg_passwd ? sg->sg_passwd : "";
	if (strpbrk(sg->sg_namp, ":\n") || strpbrk(pass, ":\n") ||
	    !list_ok(sg->sg_adm) || !list_ok(sg->sg_mem)) {
		errno = EINVAL;
		return -1;
	}
	flockfile(f);
	bad = fprintf(f, "%s:%s:", sg->sg_namp, pass) < 0;
	bad |= put_list(sg->sg_adm, f);
	bad |= putc_unlocked(':', f) == EOF;
	bad |= put_list(sg->sg_mem, f);
	bad |= putc_unlocked('\n', f) == EOF;
	funlockfile(f);
	return bad ? -1 : 0;
}
