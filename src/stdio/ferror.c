#include "stdio_impl.h"

int ferror(FILE *f)
{
	int r;
	FLOCK(f);
	r = !!(f->flags & F_ERR);
	FUNLOCK(f);
	return r;
}
