#include <errno.h>
#include <string.h>
#include <strings.h>
#include "alias_impl.h"

hidden struct __lines __aliasent_file;
hidden int __aliasent_open, __aliasent_held;
hidden char __aliasent_pending[__LINE_BUF];

static int blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* A comment or an empty line: no part of any entry. */
static int nothing(const char *l)
{
	while (blank(*l))
		l++;
	return !*l || *l == '#';
}

hidden int __alias_next(struct __lines *f, char *ent)
{
	char *l;
	size_t n = 0, k;
	int err = 0;

	/* the first line of an entry starts in column one */
	while ((l = __lines_next(f, &err)) && (nothing(l) || blank(*l)))
		;
	if (!l)
		return 0;
	n = strlen(l);
	memcpy(ent, l, n + 1);
	while ((l = __lines_next(f, &err))) {
		if (nothing(l))
			continue;
		if (!blank(*l)) {
			__lines_unread(f, l, strlen(l));
			break;
		}
		k = strlen(l);
		if (n + 1 + k < __LINE_BUF) {
			ent[n++] = ',';
			memcpy(ent + n, l, k + 1);
			n += k;
		}
	}
	return 1;
}

/* s with the blanks at both ends cut. */
static char *trim(char *s)
{
	char *e;

	while (blank(*s))
		s++;
	e = s + strlen(s);
	while (e > s && blank(e[-1]))
		*--e = 0;
	return s;
}

hidden int __alias_is(const char *ent, const char *name)
{
	size_t n = strlen(name);
	const char *p = ent;

	if (strncasecmp(p, name, n))
		return 0;
	for (p += n; blank(*p); p++)
		;
	return *p == ':';
}

hidden int __alias_fill(char *ent, struct aliasent *a, char *buf, size_t size)
{
	char *colon = strchr(ent, ':'), *name, *m, *save, *out, *at;
	uintptr_t pad = -(uintptr_t)buf & (sizeof(char *) - 1);
	size_t count = 0, strings, need;
	char **list;

	if (!colon)
		return ENOENT;
	*colon = 0;
	name = trim(ent);
	if (!*name)
		return ENOENT;
	/* the members, trimmed, packed one after another after the name */
	out = colon + 1;
	at = out;
	for (m = strtok_r(colon + 1, ",", &save); m; m = strtok_r(0, ",", &save)) {
		m = trim(m);
		if (!*m)
			continue;
		memmove(at, m, strlen(m) + 1);
		at += strlen(at) + 1;
		count++;
	}
	if (!count)
		return ENOENT;
	strings = strlen(name) + 1 + (at - out);
	need = pad + (count + 1) * sizeof(char *) + strings;
	if (!buf || need > size)
		return ERANGE;
	list = (char **)(buf + pad);
	at = (char *)(list + count + 1);
	a->alias_name = memcpy(at, name, strlen(name) + 1);
	at += strlen(name) + 1;
	memcpy(at, out, strings - strlen(name) - 1);
	for (size_t i = 0; i < count; i++) {
		list[i] = at;
		at += strlen(at) + 1;
	}
	list[count] = 0;
	a->alias_members = list;
	a->alias_members_len = count;
	a->alias_local = 1;
	return 0;
}
