#include "stdio_impl.h"

int fputc_unlocked(int c, FILE *f)
{
	return __putc_unlocked(c, f);
}
