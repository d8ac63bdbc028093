#include <stdio_ext.h>
#include "stdio_impl.h"

/* Bytes buffered for reading and not yet consumed, pushed-back ones
   included; 0 when the stream is not reading. */
size_t __freadahead(FILE *f)
{
	return f->rlim ? (size_t)(f->rlim - f->rcur) : 0;
}
