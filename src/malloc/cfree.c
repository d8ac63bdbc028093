#include <stdlib.h>

void cfree(void *p);

/* The old SunOS name of free, for sources that still call it (glibc
   keeps it for old binaries only). */
void cfree(void *p)
{
	free(p);
}
