#include "stdio_impl.h"

int ferror_unlocked(FILE *f)
{
	return !!(f->flags & F_ERR);
}
