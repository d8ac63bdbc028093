#include "stdio_impl.h"

void setlinebuf(FILE *f)
{
	setvbuf(f, 0, _IOLBF, 0);
}
