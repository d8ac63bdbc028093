#include "stdio_impl.h"

int fsetpos(FILE *f, const fpos_t *pos)
{
	return fseeko(f, pos->__pos, SEEK_SET);
}
