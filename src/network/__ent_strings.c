#include <errno.h>
#include <string.h>
#include "resolv.h"

/* The reentrant database lookups' result layout: the alias pointer
   array first (aligned for pointers), then the aliases' strings, then
   the name.  0, or ERANGE when buf cannot hold it all. */
hidden int __ent_strings(char *buf, size_t size, const char *name,
			 char *const *alias, int nalias, char **name_out, char ***list_out)
{
	uintptr_t pad = -(uintptr_t)buf & (sizeof(char *) - 1);
	size_t need = pad + (nalias + 1) * sizeof(char *) + strlen(name) + 1, l;
	char **list = (char **)(buf + pad), *at;
	int i;

	for (i = 0; i < nalias; i++)
		need += strlen(alias[i]) + 1;
	if (!buf || need > size)
		return ERANGE;
	at = (char *)(list + nalias + 1);
	for (i = 0; i < nalias; i++) {
		l = strlen(alias[i]) + 1;
		list[i] = memcpy(at, alias[i], l);
		at += l;
	}
	list[nalias] = 0;
	*name_out = memcpy(at, name, strlen(name) + 1);
	*list_out = list;
	return 0;
}
