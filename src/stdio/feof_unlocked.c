#include "stdio_impl.h"

int feof_unlocked(FILE *f)
{
	return !!(f->flags & F_EOF);
}
