#include <envz.h>

void envz_remove(char **envz, size_t *len, const char *name)
{
	char *e = envz_entry(*envz, *len, name);

	if (e)
		argz_delete(envz, len, e);
}
