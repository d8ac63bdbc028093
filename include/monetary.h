/* Monetary formatting (POSIX <monetary.h>).  weft's locales all have the
   C locale's LC_MONETARY data. */
#ifndef _MONETARY_H
#define _MONETARY_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_ssize_t
#define __WEFT_WANT_locale_t
#include <bits/typedefs.h>

__WEFT_BEGIN
ssize_t strfmon(char *__weft_restrict s, size_t maxsize,
		const char *__weft_restrict format, ...);
ssize_t strfmon_l(char *__weft_restrict s, size_t maxsize, locale_t locale,
		  const char *__weft_restrict format, ...);
__WEFT_END

#endif
