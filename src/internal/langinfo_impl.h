#ifndef _WEFT_LANGINFO_IMPL_H
#define _WEFT_LANGINFO_IMPL_H

#include <langinfo.h>
#include "locale_impl.h"

hidden char *__langinfo(nl_item item, const struct __locale_struct *l);

#endif
