#ifndef _UCONTEXT_H
#define _UCONTEXT_H

#include <features.h>
#include <sys/ucontext.h>

__WEFT_BEGIN

/* User contexts (POSIX 2001 XSI, removed in 2008; glibc keeps them):
   the registers a function call preserves, the stack, the resume point,
   the signal mask and the floating-point control state.  A context from
   getcontext or swapcontext resumes as a second return of that call;
   docs/ucontext.md has the layout and the limits. */
int getcontext(ucontext_t *ucp) __attribute__((__returns_twice__));
int setcontext(const ucontext_t *ucp);
void makecontext(ucontext_t *ucp, void (*func)(void), int argc, ...);
int swapcontext(ucontext_t *__weft_restrict oucp, const ucontext_t *__weft_restrict ucp)
	__attribute__((__returns_twice__));

__WEFT_END

#endif
