#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include "obstack_impl.h"

/* The text is added to the growing object, without a terminating null;
   the return is its length (negative for a bad format). */
int obstack_vprintf(struct obstack *restrict h, const char *restrict fmt, va_list ap)
{
	va_list probe;
	int n;

	va_copy(probe, ap);
	n = vsnprintf(0, 0, fmt, probe);
	va_end(probe);
	if (n < 0)
		return n;
	/* One more for the null vsnprintf writes, which the object does not
	   keep. */
	if ((size_t)(h->chunk_limit - h->next_free) < (size_t)n + 1)
		_obstack_newchunk(h, (unsigned int)n + 1);
	vsnprintf(h->next_free, (size_t)n + 1, fmt, ap);
	h->next_free += n;
	return n;
}
