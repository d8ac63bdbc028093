#include <stdarg.h>
#include <stdio.h>

/* The checked fprintf that code built against glibc with _FORTIFY_SOURCE
   calls (LSB); such archives get linked with weft too, clang's profile
   runtime for one.  flag asks for stricter checks of the format, which
   weft's printf does not need to make safe: it is ignored. */
int __fprintf_chk(FILE *restrict f, int flag, const char *restrict fmt, ...)
{
	va_list ap;
	int r;

	(void)flag;
	va_start(ap, fmt);
	r = vfprintf(f, fmt, ap);
	va_end(ap);
	return r;
}
