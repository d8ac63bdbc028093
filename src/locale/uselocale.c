#include "locale_impl.h"

locale_t uselocale(locale_t l)
{
	locale_t old = __locale_thread ? __locale_thread : LC_GLOBAL_LOCALE;

	if (l)
		__locale_thread = l == LC_GLOBAL_LOCALE ? 0 : l;
	return old;
}
