#ifndef _SYS_MMAN_H
#define _SYS_MMAN_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_off_t
#define __WEFT_WANT_mode_t
#include <bits/typedefs.h>

#define MAP_FAILED ((void *)-1)

#define PROT_NONE  0
#define PROT_READ  1
#define PROT_WRITE 2
#define PROT_EXEC  4

#define MAP_SHARED    0x01
#define MAP_PRIVATE   0x02
#define MAP_FIXED     0x10
#define MAP_ANONYMOUS 0x20
#define MAP_ANON      MAP_ANONYMOUS
#define MAP_NORESERVE 0x4000
#define MAP_GROWSDOWN 0x0100
#define MAP_STACK     0x20000
#define MAP_FIXED_NOREPLACE 0x100000

__WEFT_BEGIN
void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off);
int munmap(void *addr, size_t len);
__WEFT_END

#endif
