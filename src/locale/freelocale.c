#include <stdlib.h>
#include "locale_impl.h"

void freelocale(locale_t l)
{
	/* The two shared objects newlocale hands out are never freed. */
	if (l && l != LC_GLOBAL_LOCALE && l != &__locale_c_obj && l != &__locale_utf8_obj)
		free(l);
}
