#include <stdio_ext.h>
#include "stdio_impl.h"

/* As in glibc: a read-only stream is always "reading", another one only
   while it is in read mode. */
int __freading(FILE *f)
{
	return (f->flags & F_NOWR) || f->rlim;
}
