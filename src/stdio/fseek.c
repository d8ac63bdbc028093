#include "stdio_impl.h"

int fseek(FILE *f, long off, int whence)
{
	return fseeko(f, off, whence);
}
