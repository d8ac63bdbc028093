#include <errno.h>
#include <string.h>
#include "search_impl.h"

/* FNV-1a: simple, and good enough spread for string keys. */
static size_t hash_key(const char *s)
{
	size_t h = 2166136261u;
	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

/* Finds item.key; with ENTER adds item when missing (an existing entry
   keeps its data).  Returns 1 with *retval set, or 0 with *retval null
   and errno ESRCH (not found) or ENOMEM (table full). */
int hsearch_r(ENTRY item, ACTION action, ENTRY **retval, struct hsearch_data *htab)
{
	size_t h = hash_key(item.key), mask = htab->size - 1, i;

	*retval = 0;
	if (!htab->table) {
		errno = ESRCH;
		return 0;
	}
	/* linear probing; the table is never filled beyond size - 1, so an
	   empty slot ends every search */
	for (i = h & mask; htab->table[i].e.key; i = (i + 1) & mask) {
		if (htab->table[i].hash == h && !strcmp(htab->table[i].e.key, item.key)) {
			*retval = &htab->table[i].e;
			return 1;
		}
	}
	if (action == FIND) {
		errno = ESRCH;
		return 0;
	}
	if (htab->filled + 1 >= htab->size) {
		errno = ENOMEM;
		return 0;
	}
	htab->table[i].e = item;
	htab->table[i].hash = h;
	htab->filled++;
	*retval = &htab->table[i].e;
	return 1;
}
