#include <stdio_ext.h>
#include "stdio_impl.h"

int __freadable(FILE *f)
{
	return !(f->flags & F_NORD);
}
