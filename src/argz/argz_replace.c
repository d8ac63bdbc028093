#include <argz.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The new vector is built apart and swapped in at the end, so ENOMEM
   leaves the old one (and *count) untouched.  An empty str matches
   nothing. */
error_t argz_replace(char **argz, size_t *len, const char *str,
		     const char *with, unsigned int *count)
{
	size_t slen, wlen, cap, used = 0, n;
	const char *p, *end, *hit;
	unsigned int hits = 0;
	char *out, *grown;

	if (!str || !*str || !*len)
		return 0;
	slen = strlen(str);
	wlen = strlen(with);
	cap = *len;
	out = malloc(cap);
	if (!out)
		return ENOMEM;
	for (p = *argz, end = *argz + *len; p < end; ) {
		hit = strstr(p, str);
		n = hit ? (size_t)(hit - p) : strlen(p) + 1;
		if (used + n + wlen > cap) {
			cap = (used + n + wlen) * 2;
			grown = realloc(out, cap);
			if (!grown) {
				free(out);
				return ENOMEM;
			}
			out = grown;
		}
		memcpy(out + used, p, n);
		used += n;
		p += n;
		if (hit) {
			memcpy(out + used, with, wlen);
			used += wlen;
			p += slen;
			hits++;
		}
	}
	if (!hits) {
		free(out);
		return 0;
	}
	free(*argz);
	*argz = out;
	*len = used;
	if (count)
		*count += hits;
	return 0;
}
