/* ucontext_t, mcontext_t, stack_t and sigset_t: <signal.h> has them (in
   each arch's bits/signal.h, the kernel's signal-frame layout), as it
   must for SA_SIGINFO handlers; this header is what programs include
   for the types alone. */
#ifndef _SYS_UCONTEXT_H
#define _SYS_UCONTEXT_H

#include <signal.h>

#endif
