#include <envz.h>
#include <string.h>

/* Each entry of envz2 is added, replacing an entry of the same name when
   override is set and skipped otherwise. */
error_t envz_merge(char **envz, size_t *len, const char *envz2, size_t len2,
		   int override)
{
	const char *end = envz2 + len2;
	size_t n;
	char *old;
	error_t r;

	for (; envz2 && envz2 < end; envz2 += n) {
		n = strlen(envz2) + 1;
		old = envz_entry(*envz, *len, envz2);
		if (old && !override)
			continue;
		r = argz_append(envz, len, envz2, n);
		if (r)
			return r;
		if (old)
			envz_remove(envz, len, envz2);
	}
	return 0;
}
