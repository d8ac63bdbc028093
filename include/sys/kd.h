/* Console and keyboard ioctls (KDGKBTYPE, KDSETMODE, KDGKBENT...): the
   kernel's own definitions, which weft-cc offers after weft's headers
   (they need the Linux UAPI headers, linux-libc-dev, where weft was
   built). */
#ifndef _SYS_KD_H
#define _SYS_KD_H

#include <linux/kd.h>

#endif
