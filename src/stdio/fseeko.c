#include "stdio_impl.h"
#include "libc.h"

int fseeko(FILE *f, off_t off, int whence)
{
	int r;
	FLOCK(f);
	r = __fseeko_unlocked(f, off, whence);
	FUNLOCK(f);
	return r;
}

weak_alias(fseeko, fseeko64);
