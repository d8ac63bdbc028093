/* x86_64: the few base types whose width differs between Linux archs. */
#ifndef _BITS_ARCHTYPES_H
#define _BITS_ARCHTYPES_H
typedef unsigned long __weft_nlink_t;
typedef long __weft_blksize_t;
/* ints in pthread_mutex_t, for <threads.h>'s mtx_t */
#define __WEFT_MUTEX_INTS 10
#endif
