#include <errno.h>
#include <stdint.h>
#include <string.h>
#include "passwd_impl.h"

/* Entries in a comma-separated list ("" has none). */
static size_t count(const char *s)
{
	size_t n = *s != 0;

	for (; *s; s++)
		n += *s == ',';
	return n;
}

/* Points list at each name of s, cutting s at the commas. */
static void split(char *s, char **list)
{
	if (*s) {
		*list++ = s;
		for (; *s; s++)
			if (*s == ',') {
				*s = 0;
				*list++ = s + 1;
			}
	}
	*list = 0;
}

/* buf receives the two pointer arrays (aligned), then name, password,
   administrators and members.  The fields may already be in buf, in that
   order and past where they go (sgetsgent_r puts its copy at the end):
   each is moved before the next is touched. */
hidden int __sg_fill(char *const field[4], struct sgrp *sg, char *buf, size_t size)
{
	size_t nadm = count(field[2]), nmem = count(field[3]), len[4], need;
	size_t skip = -(uintptr_t)buf & (sizeof(char *) - 1);
	char **adm, **mem, *s, *str[4];
	int i;

	need = skip + (nadm + nmem + 2) * sizeof(char *);
	for (i = 0; i < 4; i++)
		need += len[i] = strlen(field[i]) + 1;
	if (need > size)
		return ERANGE;
	adm = (char **)(buf + skip);
	mem = adm + nadm + 1;
	s = (char *)(mem + nmem + 1);
	for (i = 0; i < 4; i++) {
		str[i] = memmove(s, field[i], len[i]);
		s += len[i];
	}
	sg->sg_namp = str[0];
	sg->sg_passwd = str[1];
	split(str[2], adm);
	split(str[3], mem);
	sg->sg_adm = adm;
	sg->sg_mem = mem;
	return 0;
}
