#include "stdio_impl.h"

void clearerr_unlocked(FILE *f)
{
	f->flags &= ~(F_EOF | F_ERR);
}
