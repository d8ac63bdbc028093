#include "stdio_impl.h"

long ftell(FILE *f)
{
	return ftello(f);
}
