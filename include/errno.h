#ifndef _ERRNO_H
#define _ERRNO_H

#include <features.h>
#include <bits/errno.h>

__WEFT_BEGIN
/* errno lives in the calling thread's descriptor. */
int *__errno_location(void) __attribute__((__const__));
#define errno (*__errno_location())
__WEFT_END

#endif
