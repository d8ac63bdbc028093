#include "stdio_impl.h"

int getc_unlocked(FILE *f)
{
	return __getc_unlocked(f);
}
