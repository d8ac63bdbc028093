#include <stdio_ext.h>
#include "stdio_impl.h"

/* A write-only stream is always "writing", another one only while it is
   in write mode. */
int __fwriting(FILE *f)
{
	return (f->flags & F_NORD) || f->wbase;
}
