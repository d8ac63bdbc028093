#include "stdio_impl.h"
#include "libc.h"

int fsetpos(FILE *f, const fpos_t *pos)
{
	return fseeko(f, pos->__pos, SEEK_SET);
}

weak_alias(fsetpos, fsetpos64);
