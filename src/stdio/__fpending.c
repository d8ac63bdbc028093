#include <stdio_ext.h>
#include "stdio_impl.h"

/* Bytes written to the buffer and not yet sent. */
size_t __fpending(FILE *f)
{
	return f->wbase ? (size_t)(f->wcur - f->wbase) : 0;
}
