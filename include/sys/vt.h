/* Virtual terminal ioctls (VT_OPENQRY, VT_ACTIVATE, VT_GETSTATE...): the
   kernel's own definitions, which weft-cc offers after weft's headers
   (they need the Linux UAPI headers, linux-libc-dev, where weft was
   built). */
#ifndef _SYS_VT_H
#define _SYS_VT_H

#include <linux/vt.h>

#endif
