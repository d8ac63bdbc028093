/* Swap areas (Linux). */
#ifndef _SYS_SWAP_H
#define _SYS_SWAP_H

#include <features.h>

#define SWAP_FLAG_PREFER     0x8000
#define SWAP_FLAG_PRIO_MASK  0x7fff
#define SWAP_FLAG_PRIO_SHIFT 0
#define SWAP_FLAG_DISCARD    0x10000

__WEFT_BEGIN
int swapon(const char *path, int flags);
int swapoff(const char *path);
__WEFT_END

#endif
