#include <envz.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The old entry of that name goes and the new one is put at the end;
   a null value makes a bare "name" entry. */
error_t envz_add(char **envz, size_t *len, const char *name, const char *value)
{
	size_t nlen = strlen(name), vlen = value ? strlen(value) + 1 : 0;
	char *e = malloc(nlen + vlen + 1);
	error_t r;

	if (!e)
		return ENOMEM;
	memcpy(e, name, nlen);
	if (value) {
		e[nlen] = '=';
		memcpy(e + nlen + 1, value, vlen);
	} else {
		e[nlen] = 0;
	}
	r = argz_append(envz, len, e, nlen + vlen + 1);
	free(e);
	if (r)
		return r;
	/* Removed after the append, so a failed append leaves the vector
	   as it was; envz_entry finds the first, older, entry. */
	if (envz_entry(*envz, *len, name) != *envz + *len - (nlen + vlen + 1))
		envz_remove(envz, len, name);
	return 0;
}
