#include "stdio_impl.h"

int fgetc_unlocked(FILE *f)
{
	return __getc_unlocked(f);
}
