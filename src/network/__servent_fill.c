#include <errno.h>
#include <string.h>
#include "resolv.h"

hidden int __servent_fill(const struct __serv_entry *e, struct servent *s,
			  char *buf, size_t size)
{
	uintptr_t pad = -(uintptr_t)buf & (sizeof(char *) - 1);
	size_t need = pad + (e->nalias + 1) * sizeof(char *), l;
	char **list = (char **)(buf + pad), *at;
	int i;

	need += strlen(e->name) + strlen(e->proto) + 2;
	for (i = 0; i < e->nalias; i++)
		need += strlen(e->alias[i]) + 1;
	if (need > size)
		return ERANGE;
	at = (char *)(list + e->nalias + 1);
	for (i = 0; i < e->nalias; i++) {
		l = strlen(e->alias[i]) + 1;
		list[i] = memcpy(at, e->alias[i], l);
		at += l;
	}
	list[i] = 0;
	l = strlen(e->name) + 1;
	s->s_name = memcpy(at, e->name, l);
	at += l;
	s->s_proto = memcpy(at, e->proto, strlen(e->proto) + 1);
	s->s_aliases = list;
	s->s_port = htons(e->port);
	return 0;
}
