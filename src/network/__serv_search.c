#include <stdlib.h>
#include <string.h>
#include "passwd_impl.h"
#include "resolv.h"

/* /etc/services: "name port/proto alias...", '#' starts a comment. */
hidden int __serv_parse(char *line, struct __serv_entry *e)
{
	char *tok, *save, *slash, *end;

	line[strcspn(line, "#")] = 0;
	e->name = strtok_r(line, " \t", &save);
	tok = strtok_r(0, " \t", &save);
	if (!e->name || !tok || !(slash = strchr(tok, '/')))
		return 0;
	*slash = 0;
	e->proto = slash + 1;
	e->port = strtol(tok, &end, 10);
	if (end == tok || *end || e->port < 0 || e->port > 65535)
		return 0;
	e->nalias = 0;
	while ((tok = strtok_r(0, " \t", &save)))
		if (e->nalias < 16)
			e->alias[e->nalias++] = tok;
	return 1;
}

/* The line is copied into the caller's buffer so that the entry's
   strings outlive the file. */
hidden int __serv_search(const char *name, int port, const char *proto,
			 char *line, size_t size, struct __serv_entry *e)
{
	struct __lines f;
	char *l;
	int err = 0, found = 0;

	if (__lines_open(&f, "/etc/services"))
		return 0;
	while (!found && (l = __lines_next(&f, &err))) {
		size_t len = strlen(l);
		if (len >= size)
			continue;
		memcpy(line, l, len + 1);
		if (!__serv_parse(line, e) || (proto && strcmp(proto, e->proto)))
			continue;
		found = name ? !strcmp(name, e->name) : e->port == port;
		for (int i = 0; name && i < e->nalias; i++)
			found |= !strcmp(name, e->alias[i]);
	}
	__lines_close(&f);
	return found;
}
