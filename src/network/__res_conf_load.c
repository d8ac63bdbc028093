#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include "passwd_impl.h"
#include "resolv.h"

static int number(const char *s, int max)
{
	long v = strtol(s, 0, 10);

	return v < 0 ? 0 : v > max ? max : v;
}

/* One "options" word; unknown ones are ignored as glibc does. */
static void option(struct __res_conf *c, const char *o)
{
	if (!strncmp(o, "ndots:", 6))
		c->ndots = number(o + 6, 15);
	else if (!strncmp(o, "timeout:", 8))
		c->timeout = number(o + 8, 30);
	else if (!strncmp(o, "attempts:", 9))
		c->attempts = number(o + 9, 5);
	else if (!strcmp(o, "rotate"))
		c->rotate = 1;
}

static void options(struct __res_conf *c, char *s)
{
	char *tok, *save;

	for (tok = strtok_r(s, " \t", &save); tok; tok = strtok_r(0, " \t", &save))
		option(c, tok);
}

/* The search list, normalised to single spaces; at most 6 domains as
   resolv.conf(5) says, and those that fit. */
static void search(struct __res_conf *c, char *s)
{
	char *tok, *save;
	size_t used = 0, l;
	int n = 0;

	c->search[0] = 0;
	for (tok = strtok_r(s, " \t", &save); tok && n < 6; tok = strtok_r(0, " \t", &save)) {
		l = strlen(tok);
		if (used + l + 2 > sizeof c->search)
			break;
		if (used)
			c->search[used++] = ' ';
		memcpy(c->search + used, tok, l + 1);
		used += l;
		n++;
	}
}

static void nameserver(struct __res_conf *c, const char *s)
{
	struct __res_addr a;
	struct sockaddr_in6 *ns = &c->ns[c->nns];

	if (c->nns >= 3 || __res_numeric(s, &a) != 1)
		return;
	memset(ns, 0, sizeof *ns);
	if (a.family == AF_INET) {
		struct sockaddr_in *v4 = (struct sockaddr_in *)ns;
		v4->sin_family = AF_INET;
		v4->sin_port = htons(53);
		memcpy(&v4->sin_addr, a.addr, 4);
	} else {
		ns->sin6_family = AF_INET6;
		ns->sin6_port = htons(53);
		memcpy(&ns->sin6_addr, a.addr, 16);
		ns->sin6_scope_id = a.scope;
	}
	c->nns++;
}

hidden void __res_conf_load(struct __res_conf *c)
{
	struct __lines f;
	char *line, *key, *save, *env;
	int err = 0, have_search = 0;

	memset(c, 0, sizeof *c);
	c->ndots = 1;
	c->timeout = 5;
	c->attempts = 2;
	if (!__lines_open(&f, "/etc/resolv.conf")) {
		while ((line = __lines_next(&f, &err))) {
			line[strcspn(line, "#;")] = 0;
			key = strtok_r(line, " \t", &save);
			if (!key)
				continue;
			/* The rest of the line (strtok_r may leave save null). */
			if (!save)
				save = key + strlen(key);
			if (!strcmp(key, "nameserver")) {
				if ((key = strtok_r(0, " \t", &save)))
					nameserver(c, key);
			} else if (!strcmp(key, "domain") || !strcmp(key, "search")) {
				search(c, save);
				have_search = 1;
			} else if (!strcmp(key, "options")) {
				options(c, save);
			}
		}
		__lines_close(&f);
	}
	if (!c->nns)
		nameserver(c, "127.0.0.1");
	if (!have_search) {
		/* The local domain is what follows the host name's first dot. */
		struct utsname u;
		char *dot;
		if (!uname(&u) && (dot = strchr(u.nodename, '.')) && dot[1])
			search(c, dot + 1);
	}
	if (!__libc.secure) {
		if ((env = getenv("LOCALDOMAIN"))) {
			char tmp[__RES_NAMELEN];
			strncpy(tmp, env, sizeof tmp - 1);
			tmp[sizeof tmp - 1] = 0;
			search(c, tmp);
		}
		if ((env = getenv("RES_OPTIONS"))) {
			char tmp[__RES_NAMELEN];
			strncpy(tmp, env, sizeof tmp - 1);
			tmp[sizeof tmp - 1] = 0;
			options(c, tmp);
		}
	}
	if (c->timeout < 1)
		c->timeout = 1;
	if (c->attempts < 1)
		c->attempts = 1;
}
