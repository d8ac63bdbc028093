#include <envz.h>
#include <string.h>

/* Null both for a missing name and for a bare entry (a null value). */
char *envz_get(const char *envz, size_t len, const char *name)
{
	char *e = envz_entry(envz, len, name);

	if (!e)
		return 0;
	e = strchr(e, '=');
	return e ? e + 1 : 0;
}
