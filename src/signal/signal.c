#include <signal.h>
#include "libc.h"

/* BSD semantics, as glibc: the handler stays installed and interrupted
   system calls restart. */
void (*signal(int sig, void (*handler)(int)))(int)
{
	struct sigaction sa = { .sa_handler = handler, .sa_flags = SA_RESTART }, old;

	if (sigaction(sig, &sa, &old) < 0)
		return SIG_ERR;
	return old.sa_handler;
}

/* The same semantics under the X/Open (bsd_signal) and System V
   (ssignal) names. */
weak_alias(signal, bsd_signal);
weak_alias(signal, ssignal);
