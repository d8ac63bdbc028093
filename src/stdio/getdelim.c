#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "stdio_impl.h"

/* Reads through delim into *line, growing it with realloc. */
ssize_t getdelim(char **restrict line, size_t *restrict size, int delim, FILE *restrict f)
{
	size_t len = 0;
	int done = 0;

	if (!line || !size) {
		errno = EINVAL;
		return -1;
	}
	if (!*line)
		*size = 0;
	FLOCK(f);
	while (!done) {
		size_t k = f->rlim - f->rcur;
		unsigned char *d;
		int c = EOF;
		if (!k) {
			c = __uflow(f);
			if (c == EOF)
				break;
			k = 1;
			d = (unsigned char)c == (unsigned char)delim ? f->rcur - 1 : 0;
			f->rcur--;
		} else {
			d = memchr(f->rcur, delim, k);
		}
		if (d) {
			k = d - f->rcur + 1;
			done = 1;
		}
		if (len + k + 1 > *size) {
			size_t want = len + k + 1, n = *size ? *size : 64;
			char *p;
			while (n < want)
				n = n > SIZE_MAX / 2 ? want : n * 2;
			p = realloc(*line, n);
			if (!p) {
				f->flags |= F_ERR;
				FUNLOCK(f);
				errno = ENOMEM;
				return -1;
			}
			*line = p;
			*size = n;
		}
		memcpy(*line + len, f->rcur, k);
		f->rcur += k;
		len += k;
	}
	FUNLOCK(f);
	if (!len)
		return -1;
	(*line)[len] = 0;
	return len;
}
