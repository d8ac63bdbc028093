#include "stdio_impl.h"

int feof(FILE *f)
{
	int r;
	FLOCK(f);
	r = !!(f->flags & F_EOF);
	FUNLOCK(f);
	return r;
}
