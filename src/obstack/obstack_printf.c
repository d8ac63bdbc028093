#define _GNU_SOURCE
#include <stdarg.h>
#include "obstack_impl.h"

int obstack_printf(struct obstack *restrict h, const char *restrict fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = obstack_vprintf(h, fmt, ap);
	va_end(ap);
	return n;
}
