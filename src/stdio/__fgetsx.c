#include <string.h>
#include "stdio_impl.h"

/* fgets' core: copies whole runs of the buffer up to the newline. */
hidden char *__fgetsx(char *restrict s, int n, FILE *restrict f)
{
	char *p = s;
	size_t left;

	if (n <= 0)
		return 0;
	left = n - 1;
	while (left) {
		size_t k = f->rlim - f->rcur;
		if (!k) {
			int c = __uflow(f);
			if (c == EOF)
				break;
			*p++ = c;
			left--;
			if (c == '\n')
				break;
			continue;
		}
		if (k > left)
			k = left;
		unsigned char *nl = memchr(f->rcur, '\n', k);
		if (nl)
			k = nl - f->rcur + 1;
		memcpy(p, f->rcur, k);
		f->rcur += k;
		p += k;
		left -= k;
		if (nl)
			break;
	}
	if (p == s && n > 1)
		return 0;
	*p = 0;
	return s;
}
