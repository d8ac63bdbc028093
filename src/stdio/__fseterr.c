#include <stdio_ext.h>
#include "stdio_impl.h"

/* Sets the stream's error indicator, as a failed read or write would. */
void __fseterr(FILE *f)
{
	FLOCK(f);
	f->flags |= F_ERR;
	FUNLOCK(f);
}
