/* The per-arch pieces of the ucontext functions (src/ucontext/<arch>/). */
#ifndef _WEFT_UCONTEXT_IMPL_H
#define _WEFT_UCONTEXT_IMPL_H

#include <ucontext.h>
#include "libc.h"

/* Loads ucp's registers and resumes it (the signal mask is the caller's
   job): setcontext and swapcontext end here. */
hidden _Noreturn void __ucontext_load(const ucontext_t *ucp);

/* Where a makecontext function returns to (assembly): it passes the
   context's uc_link, saved in a callee-saved register, to
   __makecontext_end. */
hidden void __makecontext_start(void);

/* Resumes link, or exits the process with status 0 if it is null. */
hidden _Noreturn void __makecontext_end(const ucontext_t *link);

#endif
