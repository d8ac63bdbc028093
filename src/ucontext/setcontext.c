#include <errno.h>
#include <signal.h>
#include <ucontext.h>
#include "ucontext_impl.h"

/* Sets the mask first (sigprocmask keeps weft's internal signals
   unblocked), then loads the registers: a signal arriving in between
   runs on the old stack with the new mask, as if it came just after. */
int setcontext(const ucontext_t *ucp)
{
	if (!ucp) {
		errno = EINVAL;
		return -1;
	}
	if (sigprocmask(SIG_SETMASK, &ucp->uc_sigmask, 0) < 0)
		return -1;
	__ucontext_load(ucp);
}
