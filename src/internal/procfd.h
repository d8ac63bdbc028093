/* "/proc/self/fd/N": the path through which the kernel reopens or
   resolves a descriptor (O_PATH chmod, ttyname). */
#ifndef _WEFT_PROCFD_H
#define _WEFT_PROCFD_H
#include "libc.h"

/* Big enough for the prefix, any int and the terminating NUL. */
#define __PROCFD_LEN 32
hidden void __procfdname(char buf[__PROCFD_LEN], int fd);
#endif
