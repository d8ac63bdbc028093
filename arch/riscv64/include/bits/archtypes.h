/* riscv64: the few base types whose width differs between Linux archs
   (asm-generic/stat.h: 32-bit link counts and block sizes). */
#ifndef _BITS_ARCHTYPES_H
#define _BITS_ARCHTYPES_H
typedef unsigned int __weft_nlink_t;
typedef int __weft_blksize_t;
/* ints in pthread_mutex_t, for <threads.h>'s mtx_t */
#define __WEFT_MUTEX_INTS 10
#endif
