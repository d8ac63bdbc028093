#include "stdio_impl.h"

/* vfprintf's output path: short writes are a memcpy into the buffer. */
size_t fwrite_unlocked(const void *restrict p, size_t size, size_t n, FILE *restrict f)
{
	size_t len = size * n, done;

	if (!len)
		return 0;
	if (len <= (size_t)(f->wlim - f->wcur) && f->lbf != '\n') {
		const unsigned char *s = p;
		unsigned char *d = f->wcur;
		for (size_t i = 0; i < len; i++)
			d[i] = s[i];
		f->wcur += len;
		return n;
	}
	done = __fwritex(p, len, f);
	return done == len ? n : done / size;
}
