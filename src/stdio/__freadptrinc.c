#include <stdio_ext.h>
#include "stdio_impl.h"

/* Consumes n of the bytes __freadptr showed (n is at most their count). */
void __freadptrinc(FILE *f, size_t n)
{
	f->rcur += n;
}
