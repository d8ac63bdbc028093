#include <stdio_ext.h>
#include "stdio_impl.h"

int __flbf(FILE *f)
{
	return f->bufmode == _IOLBF;
}
