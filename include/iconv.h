#ifndef _ICONV_H
#define _ICONV_H

#include <features.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

__WEFT_BEGIN

typedef void *iconv_t;

/* Between UTF-8, UTF-16, UTF-32 (and their LE/BE forms), UCS-2, UCS-4,
   WCHAR_T, ASCII and ISO-8859-1; tocode may end in "//TRANSLIT" (a
   character the target lacks becomes '?') and/or "//IGNORE". */
iconv_t iconv_open(const char *tocode, const char *fromcode);
size_t iconv(iconv_t cd, char **__weft_restrict inbuf, size_t *__weft_restrict inleft,
	     char **__weft_restrict outbuf, size_t *__weft_restrict outleft);
int iconv_close(iconv_t cd);

__WEFT_END

#endif
