/* Running one function in every thread of the process (docs/setid.md). */
#ifndef _WEFT_SYNCCALL_H
#define _WEFT_SYNCCALL_H

#include "libc.h"

/*
 * Runs fn(ctx) in the calling thread, then in every other live thread,
 * and returns once all have run it.  fn returns a raw system call result.
 * If it fails (negative) in the caller, nothing else runs and that value
 * is returned; if it fails in any other thread, the process is killed,
 * since some threads have then changed and others not.  No application
 * signal handler runs anywhere while the threads disagree.  fn runs in
 * a signal handler: it may make raw system calls only.
 */
hidden long __synccall(long (*fn)(void *), void *ctx);

/* The set*id functions: the system call nr(a, b, c) in every thread, or
   only in the caller while the process has never had a second thread.
   Returns 0, or -1 with errno set. */
hidden int __setxid(long nr, long a, long b, long c);

#endif
