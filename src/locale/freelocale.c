#include <stdlib.h>
#include "locale_impl.h"

void freelocale(locale_t l)
{
	/* The shared "C" object newlocale hands out is never freed. */
	if (l && l != LC_GLOBAL_LOCALE && l != &__locale_c_obj)
		free(l);
}
