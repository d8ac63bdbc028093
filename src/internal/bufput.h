/* Building a string piece by piece in a caller's buffer. */
#ifndef _WEFT_BUFPUT_H
#define _WEFT_BUFPUT_H

#include <stddef.h>
#include "libc.h"

/* Appends the l bytes at s to out (size bytes, n used) as far as they
   fit, with a '\0' after them when that fits too; returns n + l, the
   length the whole would have (src/string/__buf_put.c). */
hidden size_t __buf_put(char *out, size_t size, size_t n, const char *s, size_t l);

#endif
