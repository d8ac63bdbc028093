#include <monetary.h>
#include <stdarg.h>
#include "locale_impl.h"

/* strfmon in locale loc, whose LC_MONETARY is the C locale's as in
   every weft locale. */
ssize_t strfmon_l(char *__weft_restrict s, size_t maxsize, locale_t loc,
		  const char *__weft_restrict format, ...)
{
	va_list ap;
	ssize_t r;

	(void)loc;
	va_start(ap, format);
	r = __vstrfmon(s, maxsize, format, ap);
	va_end(ap);
	return r;
}
