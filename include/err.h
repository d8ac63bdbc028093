/* BSD error messages: "program: message: strerror(errno)" on stderr,
   the err family then exiting with the given status. */
#ifndef _ERR_H
#define _ERR_H

#include <features.h>

/* glibc's <err.h> brings all of <stdarg.h>; programs count on it. */
#include <stdarg.h>

__WEFT_BEGIN
void warn(const char *fmt, ...) __attribute__((__format__(__printf__, 1, 2)));
void vwarn(const char *fmt, __gnuc_va_list ap) __attribute__((__format__(__printf__, 1, 0)));
void warnx(const char *fmt, ...) __attribute__((__format__(__printf__, 1, 2)));
void vwarnx(const char *fmt, __gnuc_va_list ap) __attribute__((__format__(__printf__, 1, 0)));
__weft_noreturn void err(int status, const char *fmt, ...)
	__attribute__((__format__(__printf__, 2, 3)));
__weft_noreturn void verr(int status, const char *fmt, __gnuc_va_list ap)
	__attribute__((__format__(__printf__, 2, 0)));
__weft_noreturn void errx(int status, const char *fmt, ...)
	__attribute__((__format__(__printf__, 2, 3)));
__weft_noreturn void verrx(int status, const char *fmt, __gnuc_va_list ap)
	__attribute__((__format__(__printf__, 2, 0)));
__WEFT_END

#endif
