#include <stdio_ext.h>
#include "stdio_impl.h"

int __fwritable(FILE *f)
{
	return !(f->flags & F_NOWR);
}
