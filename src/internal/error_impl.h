#ifndef _WEFT_ERROR_IMPL_H
#define _WEFT_ERROR_IMPL_H

#include <stdarg.h>
#include "libc.h"

/* The common tail of error and error_at_line: message, errno text,
   newline, count, exit. */
hidden void __error_tail(int status, int errnum, const char *fmt, va_list ap);

#endif
