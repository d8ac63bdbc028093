/* Signal masks handed to the kernel for the duration of one call (ppoll,
   pselect, epoll_pwait, signalfd): the kernel's 64-bit set, without weft's
   internal signals, so a mask from sigfillset can never block cancellation
   or make signalfd steal an internal signal. */
#ifndef _WEFT_SIGMASK_CP_H
#define _WEFT_SIGMASK_CP_H

#include <signal.h>
#include "signal_impl.h"

static inline unsigned long __kmask_app(const sigset_t *s)
{
	return __kset(s) & ~INTERNAL_SIGMASK;
}

#endif
