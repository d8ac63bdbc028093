/* pthread_atfork's handlers, run by fork (docs/fork.md). */
#ifndef _WEFT_ATFORK_H
#define _WEFT_ATFORK_H

#include "libc.h"

struct __atfork;

/* phase -1: runs the prepare handlers, newest first, and returns the
   newest registration, which the caller passes back after the fork with
   phase 0 (parent) or 1 (child) to run those handlers, oldest first, up
   to that one.  Weak in fork: linked only by pthread_atfork. */
hidden struct __atfork *__atfork_run(int phase, struct __atfork *last);

#endif
