#include <envz.h>
#include <string.h>

/* An entry matches when its name (the part before '=', or all of a bare
   entry) equals name's, which may itself end at a '='. */
char *envz_entry(const char *envz, size_t len, const char *name)
{
	size_t nlen = strcspn(name, "=");
	const char *end = envz + len;

	for (; envz && envz < end; envz += strlen(envz) + 1)
		if (!strncmp(envz, name, nlen) && (envz[nlen] == '=' || !envz[nlen]))
			return (char *)envz;
	return 0;
}
