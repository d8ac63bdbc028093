#include <stdlib.h>
#include "malloc_impl.h"

void free(void *p)
{
	if (p)
		__malloc_free(p, "free()");
}
