#include <arpa/inet.h>
#include <string.h>
#include <sys/socket.h>
#include "passwd_impl.h"
#include "resolv.h"

/* An /etc/networks line is "name number aliases...", the number in
   inet_network's dotted form ("127.0.0.0", "10.1"); every entry is
   AF_INET. */
hidden int __net_parse(char *line, struct __net_entry *e)
{
	char *tok, *save;

	line[strcspn(line, "#")] = 0;
	e->name = strtok_r(line, " \t", &save);
	tok = strtok_r(0, " \t", &save);
	if (!e->name || !tok)
		return 0;
	e->net = inet_network(tok);
	if (e->net == INADDR_NONE)
		return 0;
	e->nalias = 0;
	while ((tok = strtok_r(0, " \t", &save)))
		if (e->nalias < 16)
			e->alias[e->nalias++] = tok;
	return 1;
}

/* Parses one line into e (strings in line): 1 when it names the entry. */
static int match(char *line, const char *name, uint32_t net, int type,
		 struct __net_entry *e)
{
	int found;

	if (!__net_parse(line, e))
		return 0;
	if (!name)
		return type == AF_INET && e->net == net;
	found = !strcmp(name, e->name);
	for (int i = 0; i < e->nalias; i++)
		found |= !strcmp(name, e->alias[i]);
	return found;
}

hidden int __net_search(const char *name, uint32_t net, int type, char *line,
			size_t size, struct __net_entry *e)
{
	struct __lines f;
	char *l;
	int err = 0, found = 0;
	size_t len;

	if (__lines_open(&f, "/etc/networks"))
		return 0;
	while (!found && (l = __lines_next(&f, &err))) {
		len = strlen(l);
		if (len >= size)
			continue;
		memcpy(line, l, len + 1);
		found = match(line, name, net, type, e);
	}
	__lines_close(&f);
	return found;
}

/* Fills the static result from e, the alias list at the start of buf. */
hidden struct netent *__netent_set(const struct __net_entry *e)
{
	char **list = (char **)__netent_buf;

	memcpy(list, e->alias, e->nalias * sizeof(char *));
	list[e->nalias] = 0;
	__netent_static.n_name = e->name;
	__netent_static.n_aliases = list;
	__netent_static.n_addrtype = AF_INET;
	__netent_static.n_net = e->net;
	return &__netent_static;
}
