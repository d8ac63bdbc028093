#include "stdio_impl.h"
#include "libc.h"

off_t ftello(FILE *f)
{
	off_t r;
	FLOCK(f);
	r = __ftello_unlocked(f);
	FUNLOCK(f);
	return r;
}

weak_alias(ftello, ftello64);
