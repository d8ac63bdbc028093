/* Shared by mkstemp, mkostemp, mkdtemp and mktemp. */
#ifndef _WEFT_TEMPNAME_H
#define _WEFT_TEMPNAME_H

#include "libc.h"

/* The template's trailing "XXXXXX", or NULL with errno EINVAL. */
hidden char *__temp_xs(char *template);
/* Overwrites the six bytes at x with random letters and digits. */
hidden void __temp_fill(char *x);

#endif
