/* riscv64 open flags (asm-generic/fcntl.h values, unchanged). */
#ifndef _BITS_FCNTL_H
#define _BITS_FCNTL_H
#define O_CREAT     0100
#define O_EXCL      0200
#define O_NOCTTY    0400
#define O_TRUNC     01000
#define O_APPEND    02000
#define O_NONBLOCK  04000
#define O_DSYNC     010000
#define O_ASYNC     020000
#define O_DIRECT    040000
#define O_LARGEFILE 0
#define O_DIRECTORY 0200000
#define O_NOFOLLOW  0400000
#define O_NOATIME   01000000
#define O_CLOEXEC   02000000
#define O_SYNC      04010000
#define O_RSYNC     04010000
#define O_PATH      010000000
#define O_TMPFILE   020200000
#define O_NDELAY    O_NONBLOCK
#endif
