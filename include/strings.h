#ifndef _STRINGS_H
#define _STRINGS_H

#include <features.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

__WEFT_BEGIN
int bcmp(const void *a, const void *b, size_t n);
__WEFT_END

#endif
