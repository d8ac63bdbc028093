#include "langinfo_impl.h"

char *nl_langinfo(nl_item item)
{
	return __langinfo(item, __locale_cur());
}
