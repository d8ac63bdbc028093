#include <stdio_ext.h>
#include "stdio_impl.h"

/* Where the buffered input starts, with its length in *size; null when
   nothing is buffered.  The caller may read the bytes and then consume
   some with __freadptrinc. */
const char *__freadptr(FILE *f, size_t *size)
{
	if (!f->rlim || f->rcur == f->rlim)
		return 0;
	*size = (size_t)(f->rlim - f->rcur);
	return (const char *)f->rcur;
}
