#include <errno.h>
#include <signal.h>
#include <string.h>
#include "signal_impl.h"
#include "syscall.h"

/* Installs or queries a signal action.  EINVAL for invalid signals, for
   SIGKILL/SIGSTOP (the kernel says so) and for weft's internal signals.
   Async-signal-safe. */
int sigaction(int sig, const struct sigaction *restrict act, struct sigaction *restrict old)
{
	struct k_sigaction ka, kold;
	long r;

	if (!__sig_valid(sig) || __sig_internal(sig)) {
		errno = EINVAL;
		return -1;
	}
	if (act) {
		ka.handler = act->sa_handler;
		/* The restorer is always ours where the kernel takes one:
		   x86_64 has no default one. */
		ka.flags = (unsigned)act->sa_flags | KSA_RESTORER_FLAG;
#ifdef SA_RESTORER
		ka.restorer = __restore_rt;
#endif
		__ksa_set_mask(&ka, __kset(&act->sa_mask) & ~INTERNAL_SIGMASK);
	}
	r = __syscall(SYS_rt_sigaction, sig, act ? &ka : 0, old ? &kold : 0, KSIGSET_SIZE);
	if (r < 0)
		return __syscall_ret(r);
	if (old) {
		memset(old, 0, sizeof *old);
		old->sa_handler = kold.handler;
		old->sa_flags = (int)kold.flags;
#ifdef SA_RESTORER
		old->sa_restorer = kold.restorer;
#endif
		old->sa_mask.__bits[0] = kold.mask;
	}
	return 0;
}
