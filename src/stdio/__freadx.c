#include <string.h>
#include "stdio_impl.h"

/* fread's core: buffered bytes first, then large remainders straight into
   the caller's memory, small ones through the buffer. */
hidden size_t __freadx(unsigned char *p, size_t len, FILE *f)
{
	size_t left = len, k;

	if (!f->rlim && __toread(f))
		return 0;
	k = f->rlim - f->rcur;
	if (k) {
		if (k > left)
			k = left;
		memcpy(p, f->rcur, k);
		f->rcur += k;
		p += k;
		left -= k;
	}
	while (left) {
		if (left >= f->bufcap && f->bufmode != _IONBF) {
			if (f->flags & F_EOF)
				break;
			k = f->read(f, p, left);
			if (!k)
				break;
		} else {
			int c = __uflow(f);
			if (c == EOF)
				break;
			*p = c;
			k = f->rlim - f->rcur;
			if (k > left - 1)
				k = left - 1;
			memcpy(p + 1, f->rcur, k);
			f->rcur += k;
			k++;
		}
		p += k;
		left -= k;
	}
	return len - left;
}
