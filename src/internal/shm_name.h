#ifndef _WEFT_SHM_NAME_H
#define _WEFT_SHM_NAME_H

#include "libc.h"

/* Builds "/dev/shm/<name>" in buf (at least NAME_MAX + 10 bytes) from a
   POSIX shared-memory or semaphore name: leading slashes are dropped; an
   empty name, ".", "..", or one with another '/' is EINVAL; a name longer
   than NAME_MAX is ENAMETOOLONG.  Returns 0 or the error number. */
hidden int __shm_path(char *buf, const char *name, const char *prefix);

#endif
