#include "stdio_impl.h"

int putc_unlocked(int c, FILE *f)
{
	return __putc_unlocked(c, f);
}
