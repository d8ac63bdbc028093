#include <envz.h>
#include <string.h>

/* Drops the bare entries (null values); the buffer keeps its size. */
void envz_strip(char **envz, size_t *len)
{
	char *p = *envz, *w = *envz, *end = *envz + *len;
	size_t n;

	for (; p && p < end; p += n) {
		n = strlen(p) + 1;
		if (strchr(p, '=')) {
			memmove(w, p, n);
			w += n;
		}
	}
	*len = w - *envz;
}
