#include <argz.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Runs of separators, and separators at either end, make no empty
   entries: "a::b:" gives "a" and "b". */
error_t argz_create_sep(const char *s, int sep, char **argz, size_t *len)
{
	size_t n = strlen(s);
	char *buf, *w;
	int in_entry = 0;

	*argz = 0;
	*len = 0;
	if (!n)
		return 0;
	buf = malloc(n + 1);
	if (!buf)
		return ENOMEM;
	for (w = buf; *s; s++) {
		if (*s == (char)sep) {
			if (in_entry)
				*w++ = 0;
			in_entry = 0;
		} else {
			*w++ = *s;
			in_entry = 1;
		}
	}
	if (in_entry)
		*w++ = 0;
	if (w == buf) {
		free(buf);
		return 0;
	}
	*argz = buf;
	*len = w - buf;
	return 0;
}
