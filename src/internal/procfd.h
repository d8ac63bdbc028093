/* "/proc/self/fd/N": the path through which the kernel reopens or
   resolves a descriptor (O_PATH chmod, ttyname). */
#ifndef _WEFT_PROCFD_H
#define _WEFT_PROCFD_H
#include "libc.h"

/* Big enough for the prefix, any int and the terminating NUL. */
#define __PROCFD_LEN 32
hidden void __procfdname(char buf[__PROCFD_LEN], int fd);

/* The calls that act on an open file (fchmod, futimens, the f*xattr
   family) fail with EBADF on an O_PATH descriptor, which is what O_SEARCH
   and O_EXEC open.  Their fallback: when fd is O_PATH, fill buf with its
   /proc name, whose path-based call reaches the same file, and return 1;
   otherwise return 0 and leave the caller's EBADF as it was. */
hidden int __opath_procfdname(char buf[__PROCFD_LEN], int fd);
#endif
