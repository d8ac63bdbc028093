#include <stdio_ext.h>
#include "stdio_impl.h"

size_t __fbufsize(FILE *f)
{
	return f->bufcap;
}
