#include <signal.h>

/* BSD semantics, as glibc: the handler stays installed and interrupted
   system calls restart. */
void (*signal(int sig, void (*handler)(int)))(int)
{
	struct sigaction sa = { .sa_handler = handler, .sa_flags = SA_RESTART }, old;

	if (sigaction(sig, &sa, &old) < 0)
		return SIG_ERR;
	return old.sa_handler;
}
