#include <argz.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* before null appends; before inside an entry means that entry's start;
   before outside the vector is EINVAL. */
error_t argz_insert(char **argz, size_t *len, char *before, const char *entry)
{
	size_t at, n;
	char *p;

	if (!before)
		return argz_add(argz, len, entry);
	if (!*argz || before < *argz || before >= *argz + *len)
		return EINVAL;
	while (before > *argz && before[-1])
		before--;
	at = before - *argz;
	n = strlen(entry) + 1;
	p = realloc(*argz, *len + n);
	if (!p)
		return ENOMEM;
	memmove(p + at + n, p + at, *len - at);
	memcpy(p + at, entry, n);
	*argz = p;
	*len += n;
	return 0;
}
