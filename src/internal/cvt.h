/* Shared by ecvt, fcvt, qecvt, qfcvt and their _r forms. */
#ifndef _WEFT_CVT_H
#define _WEFT_CVT_H

#include <float.h>
#include <stddef.h>
#include "libc.h"

/* The most digits each type gives, as glibc's: those the mantissa
   holds, plus two (17 for a double, 21 for x87's long double, 36 for
   a binary128 one). */
#define __CVT_DBL_MAX  (DBL_MANT_DIG * 30103 / 100000 + 2)
#define __CVT_LDBL_MAX (LDBL_MANT_DIG * 30103 / 100000 + 2)

/* The digits of |x| into buf (len bytes with the terminator): ndigits
   significant ones (fixed 0, ecvt) or ndigits after the point (fixed 1,
   fcvt), at most max either way.  The point's position goes to *decpt,
   the sign to *sign.  0, or -1 with ERANGE when buf is too small (buf
   then holds no result) or EINVAL when buf is null. */
hidden int __cvt(long double x, int ndigits, int max, int *decpt, int *sign,
		 char *buf, size_t len, int fixed);

/* strfromd's format: "%", maybe "." and decimal digits (the precision
   into *prec, -1 when there is no "."), then the conversion, returned;
   -1 when format is not that. */
hidden int __strfrom_format(const char *format, int *prec);

#endif
