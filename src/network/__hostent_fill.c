#include <errno.h>
#include <string.h>
#include "resolv.h"

/* buf holds, in order: the alias and address pointer arrays (aligned
   for pointers), the addresses, then the strings. */
hidden int __hostent_fill(struct hostent *h, char *buf, size_t size,
			  const char *name, const char *aliases,
			  int af, const struct __res_addr *a, int n)
{
	size_t len = af == AF_INET ? 4 : 16, need, nl = strlen(name) + 1;
	uintptr_t pad = -(uintptr_t)buf & (sizeof(char *) - 1);
	int nal = 0, i;
	const char *p;
	char **ptrs, *at;

	need = pad + nl + n * len;
	for (p = aliases; p && *p; p += strlen(p) + 1, nal++)
		need += strlen(p) + 1;
	need += (nal + 1 + n + 1) * sizeof(char *);
	if (need > size)
		return ERANGE;
	ptrs = (char **)(buf + pad);
	h->h_aliases = ptrs;
	h->h_addr_list = ptrs + nal + 1;
	at = (char *)(ptrs + nal + 1 + n + 1);
	for (i = 0; i < n; i++) {
		h->h_addr_list[i] = at;
		memcpy(at, a[i].addr, len);
		at += len;
	}
	h->h_addr_list[n] = 0;
	h->h_name = at;
	memcpy(at, name, nl);
	at += nl;
	for (i = 0, p = aliases; i < nal; p += strlen(p) + 1, i++) {
		size_t l = strlen(p) + 1;
		h->h_aliases[i] = at;
		memcpy(at, p, l);
		at += l;
	}
	h->h_aliases[nal] = 0;
	h->h_addrtype = af;
	h->h_length = len;
	return 0;
}
