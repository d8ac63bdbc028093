/* The environment editor shared by setenv, unsetenv, putenv and clearenv. */
#ifndef _WEFT_ENV_IMPL_H
#define _WEFT_ENV_IMPL_H

#include <stddef.h>
#include "libc.h"

extern hidden volatile int __env_lock;

/* With __env_lock held.  __env_put makes s ("NAME=value", the name being
   its first namelen bytes) the definition of NAME, replacing any earlier
   ones if overwrite is set; owned says the library allocated s with
   __env_alloc and must free it when it leaves the environment (it is freed
   at once if it is not used).  0, or -1 with errno set. */
hidden int __env_put(char *s, size_t namelen, int overwrite, int owned);
/* Removes every definition of the namelen-byte name. */
hidden void __env_remove(const char *name, size_t namelen);
/* Removes everything and frees what the library allocated. */
hidden void __env_clear(void);
/* A buffer of n bytes for a string that __env_put may own, or NULL. */
hidden char *__env_alloc(size_t n);

#endif
