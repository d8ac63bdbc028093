/* Shared by ecvt, fcvt, ecvt_r and fcvt_r. */
#ifndef _WEFT_CVT_H
#define _WEFT_CVT_H

#include <stddef.h>
#include "libc.h"

/* The digits of |x| into buf (len bytes with the terminator): ndigits
   significant ones (fixed 0, ecvt) or ndigits after the point (fixed 1,
   fcvt), at most 17 either way.  The point's position goes to *decpt,
   the sign to *sign.  0, or -1 with ERANGE when buf is too small (buf
   then holds no result) or EINVAL when buf is null. */
hidden int __cvt(double x, int ndigits, int *decpt, int *sign, char *buf, size_t len,
		 int fixed);

#endif
