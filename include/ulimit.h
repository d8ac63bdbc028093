/* The old file size limit interface (XSI, obsolescent). */
#ifndef _ULIMIT_H
#define _ULIMIT_H

#include <features.h>

#define UL_GETFSIZE 1
#define UL_SETFSIZE 2

__WEFT_BEGIN
long ulimit(int cmd, ...);
__WEFT_END

#endif
