#include <string.h>
#include "bufput.h"

/* Lets a caller append pieces without checking each one: it compares
   the total with size once at the end (snprintf's rule). */
hidden size_t __buf_put(char *out, size_t size, size_t n, const char *s, size_t l)
{
	if (n < size) {
		memcpy(out + n, s, l < size - n ? l : size - n);
		if (l < size - n)
			out[n + l] = 0;
	}
	return n + l;
}
