#include <argz.h>
#include <stdlib.h>
#include <string.h>

/* entry points at an entry of the vector; removing the last one frees
   the buffer, leaving the empty vector. */
void argz_delete(char **argz, size_t *len, char *entry)
{
	size_t n;

	if (!entry)
		return;
	n = strlen(entry) + 1;
	memmove(entry, entry + n, *argz + *len - (entry + n));
	*len -= n;
	if (!*len) {
		free(*argz);
		*argz = 0;
	}
}
