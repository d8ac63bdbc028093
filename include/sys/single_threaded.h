/* Whether the process has only ever had one thread (glibc). */
#ifndef _SYS_SINGLE_THREADED_H
#define _SYS_SINGLE_THREADED_H

#include <features.h>

__WEFT_BEGIN
/* 1 until the first pthread_create, then 0 for good.  A program may skip
   its own locking while it reads 1. */
extern char __libc_single_threaded;
__WEFT_END

#endif
