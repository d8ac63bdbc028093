#ifndef _ALLOCA_H
#define _ALLOCA_H

#include <features.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

__WEFT_BEGIN

/* Stack memory freed when the calling function returns: the compiler
   makes it in place, so there is no function behind the name. */
void *alloca(size_t size);
#define alloca(size) __builtin_alloca(size)

__WEFT_END

#endif
