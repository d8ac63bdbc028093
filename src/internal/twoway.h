/* Substring search shared by memmem and strstr (never installed). */
#ifndef _WEFT_TWOWAY_H
#define _WEFT_TWOWAY_H

#include <stddef.h>
#include "libc.h"

/* First occurrence of needle (nlen >= 2) in haystack, or a null pointer:
   Crochemore and Perrin's two-way algorithm, linear time, constant space. */
hidden void *__twoway(const unsigned char *h, size_t hlen,
		      const unsigned char *n, size_t nlen);
/* The same with ASCII letters compared regardless of case (strcasestr). */
hidden void *__twoway_fold(const unsigned char *h, size_t hlen,
			   const unsigned char *n, size_t nlen);

#endif
