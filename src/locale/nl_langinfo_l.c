#include "langinfo_impl.h"

char *nl_langinfo_l(nl_item item, locale_t l)
{
	return __langinfo(item, l == LC_GLOBAL_LOCALE ? &__locale_global : l);
}
