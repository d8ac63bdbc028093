#include <monetary.h>
#include <stdarg.h>
#include "locale_impl.h"

/* Formats monetary values into s (src/locale/__vstrfmon.c); the length
   without the NUL, or -1 with errno (EINVAL, E2BIG). */
ssize_t strfmon(char *__weft_restrict s, size_t maxsize, const char *__weft_restrict format, ...)
{
	va_list ap;
	ssize_t r;

	va_start(ap, format);
	r = __vstrfmon(s, maxsize, format, ap);
	va_end(ap);
	return r;
}
