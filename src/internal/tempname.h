/* Shared by the mk*temp* functions. */
#ifndef _WEFT_TEMPNAME_H
#define _WEFT_TEMPNAME_H

#include "libc.h"

/* The "XXXXXX" that ends the template, or that comes just before its
   last suffixlen bytes; NULL with errno EINVAL when it is not there. */
hidden char *__temp_xs(char *template, int suffixlen);
/* Overwrites the six bytes at x with random letters and digits. */
hidden void __temp_fill(char *x);

#endif
