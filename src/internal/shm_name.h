#ifndef _WEFT_SHM_NAME_H
#define _WEFT_SHM_NAME_H

#include "libc.h"

/* Builds "/dev/shm/<prefix><name>" in buf (at least NAME_MAX + 10 bytes)
   from a POSIX shared-memory name (prefix "") or semaphore name (prefix
   "sem."): leading slashes are dropped; an empty name or one with another
   '/' is EINVAL, and so are "." and ".." without a prefix; a result
   longer than NAME_MAX is ENAMETOOLONG.  Returns 0 or the error number. */
hidden int __shm_path(char *buf, const char *name, const char *prefix);

#endif
